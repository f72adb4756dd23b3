/**
 * The delivery feature's public face for other features: queue a submission, read the queue's
 * figures, carry deliveries across a restore from backup, and the commands' error types.
 */
export { CommandFailed, forget, UsageError, type Forgotten } from './commands';
export { enqueue, outboxStats, queueCounts, type OutboxStats, type QueueCounts } from './outbox';
export { carryOver, readDeliveries, type CarriedOver, type Delivery } from './restore';
export { forgetPerson, phoneKey, type Deleted } from './retention';
export { submissionRef } from './submission';
export { pageFromReferer } from './submission';
