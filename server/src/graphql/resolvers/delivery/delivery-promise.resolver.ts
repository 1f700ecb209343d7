import { DELIVERY_ZONES, type DeliverySettings, type DeliveryZone } from '@common/delivery-promise.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { payloadOf } from '../../user-errors.js';

const transitList = (settings: DeliverySettings) => ({
  ...settings,
  transitDays: DELIVERY_ZONES.map((zone) => ({ zone, days: settings.transitDays[zone] })),
});

/** The delivery promise by PIN code and the owner's delivery terms: the service's answers as they are. */
export const deliveryPromiseResolvers: Resolvers = {
  Query: {
    deliveryPromise: (_parent, { pincode }, { services }) => services.deliveryPromises.promise(pincode),
    deliverySettings: async (_parent, _args, { services, ctx }) => transitList(await services.deliverySettings.get(ctx)),
  },
  Mutation: {
    updateDeliverySettings: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        // A zone left out is refused by the service's check (NaN is not a whole number of days).
        const transitDays = Object.fromEntries(
          DELIVERY_ZONES.map((zone) => [zone, input.transitDays.find((entry) => entry.zone === zone)?.days ?? Number.NaN]),
        ) as Record<DeliveryZone, number>;
        const settings = await context.services.deliverySettings.update(context.ctx, { ...input, transitDays });
        return { deliverySettings: transitList(settings) };
      }),
  },
};
