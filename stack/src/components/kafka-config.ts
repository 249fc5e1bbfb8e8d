// Pure rendering of broker configs for the two clusters (unit-tested). Values follow components.md §1.
import type { Props } from '../properties.ts';

export interface NodePorts {
  id: number;
  port: number;
  controllerPort: number;
}

/** log4j2 in properties format: needs no extra jars (YAML would need jackson-dataformat-yaml). */
export const LOG4J2_PROPERTIES = `status = warn
appender.console.type = Console
appender.console.name = STDOUT
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = INFO
rootLogger.appenderRef.stdout.ref = STDOUT
logger.kafka.name = kafka
logger.kafka.level = INFO
logger.oak.name = org.apache.kafka
logger.oak.level = WARN
logger.connect.name = org.apache.kafka.connect
logger.connect.level = INFO
`;

/** A node of the 3-node PLAINTEXT cluster `main`: combined broker+controller with a static quorum. */
export function mainNodeProps(node: NodePorts, all: readonly NodePorts[], logDir: string): Props {
  return {
    'process.roles': 'broker,controller',
    'node.id': node.id,
    // Static voters: format needs no quorum flag and all three simply start together (quorum = 2 of 3).
    'controller.quorum.voters': all.map((n) => `${n.id}@127.0.0.1:${n.controllerPort}`).join(','),
    listeners: `PLAINTEXT://127.0.0.1:${node.port},CONTROLLER://127.0.0.1:${node.controllerPort}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${node.port}`,
    'inter.broker.listener.name': 'PLAINTEXT',
    'controller.listener.names': 'CONTROLLER',
    'listener.security.protocol.map': 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    'log.dirs': logDir,
    'num.partitions': 3,
    'default.replication.factor': 3,
    'min.insync.replicas': 2,
    'offsets.topic.replication.factor': 3,
    'transaction.state.log.replication.factor': 3,
    'transaction.state.log.min.isr': 2,
    'share.coordinator.state.topic.replication.factor': 3,
    'share.coordinator.state.topic.min.isr': 2,
    'group.initial.rebalance.delay.ms': 0,
    // The console manages ACLs, so the cluster needs an authorizer. PLAINTEXT clients are User:ANONYMOUS;
    // making ANONYMOUS the super user is acceptable because only loopback listeners exist.
    'authorizer.class.name': 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
    'super.users': 'User:ANONYMOUS',
    'allow.everyone.if.no.acl.found': true,
    'auto.create.topics.enable': false,
  };
}

const SCRAM_MODULE = 'org.apache.kafka.common.security.scram.ScramLoginModule';

function plainJaas(user: string, password: string, users: Record<string, string>): string {
  const entries = Object.entries(users).map(([u, p]) => `user_${u}="${p}"`);
  return `org.apache.kafka.common.security.plain.PlainLoginModule required username="${user}" password="${password}" ${entries.join(' ')};`;
}

/**
 * The single-node cluster `second`: SASL/PLAIN on the client AND controller listeners, admin is super user.
 * The client listener also takes SCRAM-SHA-256/512 so users created through the console (AlterUserScramCredentials)
 * can log in; brokers and controllers keep talking PLAIN among themselves.
 */
export function secondNodeProps(node: NodePorts, users: Record<string, string>, logDir: string): Props {
  const adminPw = users.admin ?? 'admin-secret';
  return {
    'process.roles': 'broker,controller',
    'node.id': node.id,
    'controller.quorum.voters': `${node.id}@127.0.0.1:${node.controllerPort}`,
    listeners: `SASL_PLAINTEXT://127.0.0.1:${node.port},CONTROLLER://127.0.0.1:${node.controllerPort}`,
    'advertised.listeners': `SASL_PLAINTEXT://127.0.0.1:${node.port}`,
    'inter.broker.listener.name': 'SASL_PLAINTEXT',
    'controller.listener.names': 'CONTROLLER',
    // SASL on CONTROLLER too: otherwise broker->controller calls run as ANONYMOUS and would need super user.
    'listener.security.protocol.map': 'CONTROLLER:SASL_PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT',
    'sasl.enabled.mechanisms': 'PLAIN,SCRAM-SHA-256,SCRAM-SHA-512',
    'sasl.mechanism.inter.broker.protocol': 'PLAIN',
    'sasl.mechanism.controller.protocol': 'PLAIN',
    'listener.name.sasl_plaintext.plain.sasl.jaas.config': plainJaas('admin', adminPw, users),
    // SCRAM credentials live in the cluster metadata; the login module line only has to exist.
    'listener.name.sasl_plaintext.scram-sha-256.sasl.jaas.config': `${SCRAM_MODULE} required;`,
    'listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config': `${SCRAM_MODULE} required;`,
    'listener.name.controller.sasl.enabled.mechanisms': 'PLAIN',
    'listener.name.controller.plain.sasl.jaas.config': plainJaas('admin', adminPw, { admin: adminPw }),
    'authorizer.class.name': 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
    'super.users': 'User:admin',
    'allow.everyone.if.no.acl.found': false,
    'log.dirs': logDir,
    'num.partitions': 1,
    'offsets.topic.replication.factor': 1,
    'transaction.state.log.replication.factor': 1,
    'transaction.state.log.min.isr': 1,
    'share.coordinator.state.topic.replication.factor': 1,
    'share.coordinator.state.topic.min.isr': 1,
    'group.initial.rebalance.delay.ms': 0,
    'auto.create.topics.enable': false,
  };
}

/** Kafka cluster ids are 16 random bytes in URL-safe base64 without padding; Kafka avoids a leading '-'. */
export function newClusterId(random: () => Buffer): string {
  for (;;) {
    const id = random().toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}
