import { HttpError } from '../errors.ts';
import { componentFetch, errorMessage, segment } from '../http/component-fetch.ts';

// Client of the Kafka Connect REST API, one per `connections.<c>.connect[]` entry. Connect's own
// errors keep their status and message (404 unknown connector, 409 rebalance or conflict, 400 bad
// config); no answer is 502, a slow one 504, both naming the worker.

/** Connect's server refuses an encoded slash in a path (it closes the connection): say so instead. */
function connectorSegment(name: string): string {
  if (/[/\\]/.test(name))
    throw new HttpError(400, `Connector name '${name.slice(0, 200)}' may not contain / or \\`);
  return segment(name);
}

export interface ConnectOptions {
  name: string;
  url: string;
  username?: string;
  password?: string;
  timeoutMs: number;
  /** Config keys whose values are masked in every answer (services/secret-configs.ts). */
  isSecret: (key: string) => boolean;
}

/** One entry of `GET /connectors?expand=status&expand=info`. */
export interface ConnectorExpanded {
  info: { name: string; config: Record<string, string>; type: string };
  status: {
    name: string;
    type?: string;
    connector: { state: string; worker_id: string; trace?: string };
    tasks: Array<{ id: number; state: string; worker_id: string; trace?: string }>;
  };
}

export interface ConfigValidation {
  name: string;
  error_count: number;
  groups: string[];
  configs: Array<{
    definition: {
      name: string;
      type: string;
      required: boolean;
      default_value: string | null;
      importance: string;
      documentation: string | null;
      group: string | null;
      order_in_group: number;
      width: string;
      display_name: string | null;
      dependents: string[];
    };
    value: { name: string; value: string | null; errors: string[]; visible: boolean };
  }>;
}

export interface PluginInfo {
  class: string;
  type: string;
  version?: string;
}

const REBALANCE_ATTEMPTS = 20;
const REBALANCE_PAUSE_MS = 500;

export class ConnectClient {
  readonly options: ConnectOptions;

  constructor(options: ConnectOptions) {
    this.options = { ...options, url: options.url.replace(/\/+$/, '') };
  }

  /**
   * One REST call. While the workers rebalance (another connector was just created or deleted),
   * Connect refuses calls with a 'rebalance' error that asks to retry; AKHQ retries those, and so
   * do we, for up to 10 seconds.
   */
  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#once<T>(method, path, body);
      } catch (error) {
        // 409 from the leader; a 500 (our 502) when a follower forwards the call mid-rebalance.
        const rebalancing = error instanceof HttpError && /rebalance/i.test(error.message);
        if (!rebalancing || attempt >= REBALANCE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, REBALANCE_PAUSE_MS));
      }
    }
  }

  async #once<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const { status, text } = await componentFetch({ ...this.options, label: 'Connect' }, method, path, body);
    if (status >= 400) {
      const message = errorMessage(text) || String(status);
      throw new HttpError(status >= 500 ? 502 : status, `Connect '${this.options.name}': ${message}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  connectors(): Promise<Record<string, ConnectorExpanded>> {
    return this.request('GET', '/connectors?expand=status&expand=info');
  }

  async connector(name: string): Promise<ConnectorExpanded> {
    const path = `/connectors/${connectorSegment(name)}`;
    const [info, status] = await Promise.all([
      this.request<ConnectorExpanded['info']>('GET', path),
      this.request<ConnectorExpanded['status']>('GET', `${path}/status`),
    ]);
    return { info, status };
  }

  plugins(): Promise<PluginInfo[]> {
    return this.request('GET', '/connector-plugins');
  }

  validate(className: string, configs: Record<string, string>): Promise<ConfigValidation> {
    return this.request('PUT', `/connector-plugins/${segment(className)}/config/validate`, {
      ...configs,
      'connector.class': configs['connector.class'] || className,
    });
  }

  async create(name: string, config: Record<string, string>): Promise<void> {
    await this.request('POST', '/connectors', { name, config: { ...config, name } });
  }

  async putConfig(name: string, config: Record<string, string>): Promise<void> {
    await this.request('PUT', `/connectors/${connectorSegment(name)}/config`, config);
  }

  async delete(name: string): Promise<void> {
    await this.request('DELETE', `/connectors/${connectorSegment(name)}`);
  }

  async pause(name: string): Promise<void> {
    await this.request('PUT', `/connectors/${connectorSegment(name)}/pause`);
  }

  async resume(name: string): Promise<void> {
    await this.request('PUT', `/connectors/${connectorSegment(name)}/resume`);
  }

  async restart(name: string): Promise<void> {
    await this.request('POST', `/connectors/${connectorSegment(name)}/restart`);
  }

  async restartTask(name: string, task: number): Promise<void> {
    await this.request('POST', `/connectors/${connectorSegment(name)}/tasks/${task}/restart`);
  }
}
