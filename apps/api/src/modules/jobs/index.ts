// The job queue other modules use (decisions 0044 and 0063).
export {
  createJobs,
  defineQueue,
  type JobAttempt,
  type JobHandler,
  type Jobs,
  type Queue,
  type Sweeper,
} from './jobs.queue.ts';
