// Addresses of the running stack. Loopback only; the port plan follows components.md §6.
export const MAIN_NODES = [
  { id: 1, port: 19092, controllerPort: 19093 },
  { id: 2, port: 29092, controllerPort: 29093 },
  { id: 3, port: 39092, controllerPort: 39093 },
] as const;

export const SECOND_NODE = { id: 1, port: 9192, controllerPort: 9193 } as const;

/** Users of the SASL/PLAIN cluster `second`; admin is its super user. */
export const SECOND_USERS: Record<string, string> = {
  admin: 'admin-secret',
  alice: 'alice-secret',
  bob: 'bob-secret',
};

export const CONNECT_PORT = 8083;
export const REGISTRY_PORT = 8085;

export const endpoints = {
  main: { bootstrap: MAIN_NODES.map((n) => `127.0.0.1:${n.port}`).join(',') },
  second: {
    bootstrap: `127.0.0.1:${SECOND_NODE.port}`,
    sasl: { mechanism: 'PLAIN' as const, username: 'admin', password: 'admin-secret' },
  },
  connect: { url: `http://127.0.0.1:${CONNECT_PORT}` },
  registry: { url: `http://127.0.0.1:${REGISTRY_PORT}/apis/ccompat/v7` },
};
