// The job queue other modules use (decision 0044).
export { createJobs, defineQueue, type JobHandler, type Jobs, type Queue } from './jobs.queue.ts';
