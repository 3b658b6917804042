// The job queue other modules use (decisions 0044, 0072–0074).

export { onceADay } from './jobs.daily.ts';
export {
  createJobs,
  defineQueue,
  FinalJobError,
  type JobAttempt,
  type JobHandler,
  type Jobs,
  type Queue,
  type Sweeper,
} from './jobs.queue.ts';
