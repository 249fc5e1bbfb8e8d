import { ConsolePage } from './console-page.ts';

/** The reassignment page of a topic and the elections dialog of its partitions tab (issue 16). */
export class ReassignPage extends ConsolePage {
  openPartitions(cluster: string, topic: string) {
    return this.open(`/ui/${cluster}/topic/${encodeURIComponent(topic)}/partitions`);
  }

  openFor(cluster: string, topic: string) {
    return this.open(`/ui/${cluster}/topic/${encodeURIComponent(topic)}/reassign`);
  }

  row(partition: number) {
    return this.page.getByTestId(`reassign-row-${partition}`);
  }

  replica(partition: number, broker: number) {
    return this.page.getByTestId(`replica-${partition}-${broker}`);
  }

  newReplicas(partition: number) {
    return this.row(partition).getByTestId('new-replicas');
  }

  currentReplicas(partition: number) {
    return this.row(partition).getByTestId('current-replicas');
  }

  get throttle() {
    return this.page.getByTestId('reassign-throttle');
  }

  get preview() {
    return this.page.getByTestId('reassign-preview');
  }

  get progress() {
    return this.page.getByTestId('reassign-progress');
  }

  get election() {
    return this.page.getByTestId('election-dialog');
  }

  toast(kind: 'success' | 'error') {
    return this.page.getByTestId(`notification-${kind}`);
  }
}
