import type { WalkFixtures } from './walk-types.ts';

// Every operation names its Connect cluster (`connectId`, CONNECT_CLUSTER READ); connectors are
// named by the path (`name`) or, for create, by the body. The Connect cluster takes the walk's name
// too, so an outside name is refused whichever field carries it; an inside one reaches no Connect
// of that name (404) and changes nothing. Create names a class Connect does not have.
const className = 'FileStreamSourceConnector';

const connector = (name: string) => ({ params: { connectId: name, name } });
const task = (name: string) => ({ params: { connectId: name, name, taskId: '0' } });

export const connectWalk: WalkFixtures = {
  list: (name) => ({ params: { connectId: name } }),
  create: (name) => ({
    params: { connectId: name },
    body: { name, configs: { 'connector.class': 'org.example.NoSuchConnector' } },
  }),
  plugins: (name) => ({ params: { connectId: name } }),
  plugin: (name) => ({ params: { connectId: name, className } }),
  validate: (name) => ({
    params: { connectId: name, className },
    body: { configs: { 'connector.class': className } },
  }),
  get: connector,
  delete: connector,
  tasks: connector,
  configs: connector,
  updateConfigs: (name) => ({ ...connector(name), body: { configs: { 'tasks.max': '1' } } }),
  pause: connector,
  resume: connector,
  restart: connector,
  restartTask: task,
  pauseByGet: connector,
  resumeByGet: connector,
  restartByGet: connector,
  restartTaskByGet: task,
};
