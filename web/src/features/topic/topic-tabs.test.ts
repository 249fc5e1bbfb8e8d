import assert from 'node:assert/strict';
import { test } from 'node:test';
import { activeTopicTab, availableTopicTabs, canEmpty } from './topic-tabs.ts';

const all = {
  TOPIC: ['READ'],
  TOPIC_DATA: ['READ'],
  ACL: ['READ'],
  CONSUMER_GROUP: ['READ'],
};

test('every tab with every right; data and acls need their rights', () => {
  assert.deepEqual(availableTopicTabs(all), ['data', 'partitions', 'groups', 'configs', 'acls', 'logs']);
  assert.deepEqual(availableTopicTabs({ TOPIC: ['READ'] }), ['partitions', 'configs', 'logs']);
});

test('default tab is data, or configs without TOPIC_DATA READ; unknown falls back to the first', () => {
  assert.equal(activeTopicTab(undefined, availableTopicTabs(all)), 'data');
  assert.equal(activeTopicTab(undefined, availableTopicTabs({ TOPIC: ['READ'] })), 'configs');
  assert.equal(activeTopicTab('nope', availableTopicTabs(all)), 'data');
  assert.equal(activeTopicTab('data', availableTopicTabs({ TOPIC: ['READ'] })), 'partitions');
  assert.equal(activeTopicTab('logs', availableTopicTabs(all)), 'logs');
});

test('empty only when the cleanup policy includes delete', () => {
  assert.equal(canEmpty('delete'), true);
  assert.equal(canEmpty('compact,delete'), true);
  assert.equal(canEmpty('compact'), false);
});
