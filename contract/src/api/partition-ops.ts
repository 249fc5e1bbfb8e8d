import { P } from '../permissions.ts';
import {
  CancelReassignmentQuery,
  ElectionResults,
  ElectLeadersBody,
  ReassignmentProposal,
  ReassignmentProposalQuery,
  ReassignmentState,
  ReassignPartitionsBody,
  TopicPartitionParams,
} from '../reassignment.ts';
import { operation } from './define.ts';

// Partition reassignment and leader elections of one topic (issue 16). The topic is the name the
// caller's patterns must allow: TOPIC READ to look (reading changes nothing), REASSIGN to move, cancel
// or remove a leftover throttle, ELECT_LEADER to elect.

const topic = [{ at: 'params.topic' }] as const;

export const partitionOps = {
  reassignment: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/reassignment',
    params: TopicPartitionParams,
    answer: ReassignmentState,
    permission: P.TOPIC.READ,
    names: topic,
    summary: 'Replicas per partition, any move in progress and a throttle a finished move left',
  }),
  proposal: operation({
    method: 'GET',
    path: '/:cluster/topic/:topic/reassignment/proposal',
    params: TopicPartitionParams,
    query: ReassignmentProposalQuery,
    answer: ReassignmentProposal,
    permission: P.TOPIC.READ,
    names: topic,
    summary: 'Replicas spread evenly over the given brokers (rack-aware when brokers have racks)',
  }),
  reassign: operation({
    method: 'POST',
    path: '/:cluster/topic/:topic/reassignment',
    params: TopicPartitionParams,
    body: ReassignPartitionsBody,
    answer: ReassignmentState,
    permission: P.TOPIC.REASSIGN,
    names: topic,
  }),
  cancelReassignment: operation({
    method: 'DELETE',
    path: '/:cluster/topic/:topic/reassignment',
    params: TopicPartitionParams,
    query: CancelReassignmentQuery,
    answer: ReassignmentState,
    permission: P.TOPIC.REASSIGN,
    names: topic,
  }),
  removeThrottle: operation({
    method: 'DELETE',
    path: '/:cluster/topic/:topic/reassignment/throttle',
    params: TopicPartitionParams,
    answer: ReassignmentState,
    permission: P.TOPIC.REASSIGN,
    names: topic,
    summary:
      "Removes the throttle a finished move left on the topic (and the brokers' rates when nothing moves)",
  }),
  electLeaders: operation({
    method: 'POST',
    path: '/:cluster/topic/:topic/elect-leaders',
    params: TopicPartitionParams,
    body: ElectLeadersBody,
    answer: ElectionResults,
    permission: P.TOPIC.ELECT_LEADER,
    names: topic,
  }),
};
