import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Mantine's stylesheet per component instead of its whole 290 KB file up front (issue 17: the
// browser parsed all of it before the first row). Each component module of @mantine/core reads
// its class names from `<Name>.module.mjs`, and the package ships that module's CSS as
// `styles/<Name>.css`: the build adds the CSS import to that module, so a component's CSS lands in
// the chunk holding its code and loads with it (Vite inserts a lazy chunk's CSS before running it).
// main.tsx imports the baseline, variables and global rules up front.
//
// Order matters: a component's rules override those of the components it is built on (a select's
// dropdown is a popover with the combobox's padding), and Mantine's whole file puts those first.
// A chunk can hold a component's class names without the components under it (code that only
// reads `Combobox.classes`), so each module imports the CSS of everything under it too, in the
// whole file's order: that CSS then comes first, in the same chunk or in one loaded before it.
//
// `vite dev` serves Mantine pre-bundled, past this hook: there main.tsx gets the whole file.

const CORE = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const STYLES = join(CORE, 'styles');
const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
const RELATIVE_IMPORT = /(?:from|import)\s*"(\.[^"]+\.mjs)"/g;

/** Each stylesheet's place in Mantine's whole file (which is the per-component files joined). */
function wholeFileOrder(): Map<string, number> {
  const whole = readFileSync(join(CORE, 'styles.css'), 'utf8');
  const order = new Map<string, number>();
  for (const file of readdirSync(STYLES)) {
    if (file.endsWith('.layer.css')) continue;
    const at = whole.indexOf(readFileSync(join(STYLES, file), 'utf8').trim());
    if (at < 0)
      throw new Error(`@mantine/core/styles/${file} is not in styles.css: check the Mantine version`);
    order.set(file.replace(/\.css$/, ''), at);
  }
  return order;
}

/** The stylesheets (by name) of every `.module.mjs` reached by the imports of the given modules. */
function stylesUnder(starts: string[], seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const name = MODULE.exec(file)?.[1];
    if (name) names.add(name);
    for (const m of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      visit(join(dirname(file), m[1] as string));
    }
  };
  for (const start of starts) visit(start);
  return names;
}

/** The CSS imports for `<name>.module.mjs`: the components under it, then its own, in Mantine's order. */
function importsFor(id: string, name: string, order: Map<string, number>): string {
  // The component's code: the modules in the folder of its class names, and in its subfolders
  // (Slider's are in Slider/Slider/ and Slider/RangeSlider/).
  const folder = dirname(id);
  const code = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => join(folder, file));
  const names = stylesUnder(code);
  names.add(name);
  return [...names]
    .filter((n) => order.has(n))
    .sort((a, b) => (order.get(a) as number) - (order.get(b) as number))
    .map((n) => `import ${JSON.stringify(join(STYLES, `${n}.css`))};\n`)
    .join('');
}

export function mantineCssPerComponent(): Plugin {
  let serving = false;
  let order = new Map<string, number>();
  return {
    name: 'console-mantine-css',
    configResolved(config) {
      serving = config.command === 'serve';
      if (!serving) order = wholeFileOrder();
    },
    transform(code, id) {
      if (serving) {
        return /src[\\/]main\.tsx$/.test(id) ? `import '@mantine/core/styles.css';\n${code}` : undefined;
      }
      const name = MODULE.exec(id)?.[1];
      if (!name) return undefined;
      return { code: importsFor(id, name, order) + code, map: null };
    },
  };
}
