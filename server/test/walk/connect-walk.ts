import type { WalkFixtures } from './walk-types.ts';

// Connectors are named by the path (`name`) or, for create, by the body; plugins by the Connect
// cluster's name (`connectId`). Connector requests go to the demo's Connect, where the walk's names
// are missing (404); create names a class Connect does not have, so an allowed name creates nothing.
const connect = 'demo-connect';
const className = 'FileStreamSourceConnector';

const connector = (name: string) => ({ params: { connectId: connect, name } });
const task = (name: string) => ({ params: { connectId: connect, name, taskId: '0' } });

export const connectWalk: WalkFixtures = {
  list: () => ({ params: { connectId: connect } }),
  create: (name) => ({
    params: { connectId: connect },
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
