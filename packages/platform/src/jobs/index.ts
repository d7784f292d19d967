export { type BullmqQueueOptions, createBullmqQueue } from './bullmq-queue.js';
export { defaultJobPolicy } from './job-policy.js';
export { createMemoryQueue, type MemoryQueueOptions } from './memory-queue.js';
export type { EnqueueOptions, FailedJob, Job, JobDefinition, JobQueue } from './port.js';
