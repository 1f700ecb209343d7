/**
 * A complaint ticket's clock under India's e-commerce rules: acknowledged within 48 hours of
 * receipt, resolved within one month of it. The inbox shows these lines as they are.
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type TicketStatus = 'OPEN' | 'OVERDUE' | 'RESOLVED';

export interface TicketAgeing {
  acknowledgeBy: Date;
  resolveBy: Date;
  status: TicketStatus;
  /** "3 days", "5 h": since it came in (until it was resolved). */
  ageText: string;
  /** "Acknowledged at once", "Not acknowledged: 30 h left", "Not acknowledged: 2 days late". */
  acknowledgementText: string;
  /** "Resolve by 29 Dec: 27 days left", "Overdue by 2 days", "Resolved in 3 days". */
  resolutionText: string;
}

/** How a ticket's number reads: CT-1001. */
export function ticketLabel(ticketNumber: string | number): string {
  return `CT-${ticketNumber}`;
}

/**
 * One month after `receivedAt`, on India's calendar: the same day of the next month at the same
 * time, or that month's last day when it is shorter (31 January gives 28 or 29 February).
 */
export function oneMonthAfter(receivedAt: Date): Date {
  const local = new Date(receivedAt.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - IST_OFFSET_MS);
}

/** "5 h", "30 h", "3 days": a span as the inbox says it (under two days in hours, the 48 hours' unit; at least 1 h). */
export function spanText(ms: number): string {
  if (ms < 2 * DAY_MS) return `${Math.max(1, Math.floor(ms / HOUR_MS))} h`;
  return `${Math.floor(ms / DAY_MS)} days`;
}

function dayText(instant: Date): string {
  const local = new Date(instant.getTime() + IST_OFFSET_MS);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}`;
}

export function ticketAgeing(ticket: { createdAt: Date; acknowledgedAt: Date | null; resolvedAt: Date | null }, now: Date): TicketAgeing {
  const acknowledgeBy = new Date(ticket.createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS);
  const resolveBy = oneMonthAfter(ticket.createdAt);
  const end = ticket.resolvedAt ?? now;
  const ageText = spanText(end.getTime() - ticket.createdAt.getTime());

  let acknowledgementText: string;
  if (ticket.acknowledgedAt) {
    const after = ticket.acknowledgedAt.getTime() - ticket.createdAt.getTime();
    acknowledgementText =
      after < 60_000
        ? 'Acknowledged at once'
        : after <= ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS
          ? `Acknowledged after ${spanText(after)}`
          : `Acknowledged late, after ${spanText(after)}`;
  } else if (ticket.resolvedAt) {
    acknowledgementText = 'Answered with the resolution';
  } else if (now < acknowledgeBy) {
    acknowledgementText = `Not acknowledged: ${spanText(acknowledgeBy.getTime() - now.getTime())} left`;
  } else {
    acknowledgementText = `Not acknowledged: ${spanText(now.getTime() - acknowledgeBy.getTime())} late`;
  }

  if (ticket.resolvedAt) {
    const late = ticket.resolvedAt > resolveBy;
    return {
      acknowledgeBy,
      resolveBy,
      status: 'RESOLVED',
      ageText,
      acknowledgementText,
      resolutionText: `Resolved in ${ageText}${late ? ', late' : ''}`,
    };
  }
  if (now > resolveBy) {
    return {
      acknowledgeBy,
      resolveBy,
      status: 'OVERDUE',
      ageText,
      acknowledgementText,
      resolutionText: `Overdue by ${spanText(now.getTime() - resolveBy.getTime())}`,
    };
  }
  return {
    acknowledgeBy,
    resolveBy,
    status: 'OPEN',
    ageText,
    acknowledgementText,
    resolutionText: `Resolve by ${dayText(resolveBy)}: ${spanText(resolveBy.getTime() - now.getTime())} left`,
  };
}
