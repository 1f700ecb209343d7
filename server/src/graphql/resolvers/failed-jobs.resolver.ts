import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** Settings → Jobs: background jobs that failed for good, and "run again"; the service checks the role. */
export const failedJobsResolvers: Resolvers = {
  Query: {
    failedJobs: (_parent, _args, { ctx, services }) => services.failedJobs.list(ctx),
  },
  Mutation: {
    runJobAgain: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ job: await context.services.failedJobs.runAgain(context.ctx, id) })),
  },
};
