// The stack's component list, in start order. New components (OIDC, LDAP, Flink) are one line here.
import { connectWorker } from './connect.ts';
import { demoConsumers } from './consumers.ts';
import { flinkComponents } from './flink.ts';
import { mainClusterNodes, secondClusterNode } from './kafka.ts';
import { kafka4Apps } from './kafka4-apps.ts';
import { ldapServer } from './ldap.ts';
import { oidcProvider } from './oidc.ts';
import { apicurioRegistry } from './registry.ts';
import type { Component } from './types.ts';

export function allComponents(): Component[] {
  return [
    ...mainClusterNodes(),
    secondClusterNode(),
    apicurioRegistry(),
    connectWorker(),
    demoConsumers(),
    ...kafka4Apps(),
    ...flinkComponents(),
    oidcProvider(),
    ldapServer(),
  ];
}

export type { Component } from './types.ts';
