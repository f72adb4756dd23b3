/** The delivery feature's public face for other features: queue a submission, read the queue's figures. */
export { enqueue, outboxStats, type OutboxStats } from './outbox';
export { pageFromReferer } from './submission';
