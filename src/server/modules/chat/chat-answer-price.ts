/**
 * The price answer (chat-answers.ts): asks for the places a price question lacks, then writes the quote
 * tool's outcome as one line per vehicle, or says why the ride cannot be priced.
 */
import { BRAND } from '../../../shared/brand.ts';
import type { ChatLanguage } from '../../../shared/contracts/chat.ts';
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import { HOURLY_MAX_HOURS, HOURLY_MIN_HOURS } from '../../../shared/domain/ride-size.ts';
import en from '../../../shared/errors/en.json' with { type: 'json' };
import es from '../../../shared/errors/es.json' with { type: 'json' };
import type { MapsService } from '../maps/maps.service.ts';
import type { Draft } from './chat-draft.ts';
import type { RideDetails } from './chat-extract.ts';
import { leadTime, money, nyDateTime } from './chat-format.ts';
import { fill } from './chat-text.ts';
import type { ChatTools, QuoteOutcome } from './chat-tools.ts';
import { ACTION_LABELS, ANSWERS, NAMES, SUGGESTIONS, VEHICLE_FOLLOW_UPS } from './knowledge/answers.ts';

const NOTICE_TEXTS: Record<ChatLanguage, Readonly<Record<string, string>>> = { en, es };

/**
 * Which price applied and why (PRODUCT decision 24), in the question's language: the quote's reason code in the
 * site's own words (shared/errors), the package named as the site names it in that language.
 */
export function basisText(basis: QuoteResponse['priceBasis'], language: ChatLanguage): string {
  const template = NOTICE_TEXTS[language][basis.reasonCode] ?? basis.reason;
  const name = basis.packageId
    ? (NAMES[language].packages[basis.packageId] ?? basis.packageName ?? '')
    : (basis.packageName ?? '');
  return `${template.replace(/\{\{\s*package\s*\}\}/g, name)}.`;
}

/** A place as a phone line shows it: its name, without the rest of the address ("The Plaza", "JFK …"). */
export function placeName(label: string): string {
  const name = label.split(',')[0]?.trim() ?? '';
  return name || label;
}

/**
 * The price answer's builder. `maps` names the one place of a half-asked price question (chat-answers.ts's
 * deps).
 */
export function createPriceAnswer(
  maps: Pick<MapsService, 'resolve'> | undefined,
  tools: Pick<ChatTools, 'quote' | 'window'>,
) {
  async function placeLabel(text: string, field: 'pickup' | 'destination'): Promise<string> {
    if (!maps) return text;
    try {
      return (await maps.resolve(text, field)).label;
    } catch {
      return text;
    }
  }

  async function price(ride: RideDetails, language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].price;
    const { pickup, destination } = ride.places;
    const ask = (text: string): Draft => ({
      intent: 'price',
      text,
      suggestions: SUGGESTIONS[language].unknown,
      actions: ['book', 'call'],
    });
    if (ride.hours !== null) {
      // An hourly question ("4 hours in an Escalade?"): the hours at the hourly rate, through the same quote.
      if (ride.hours < HOURLY_MIN_HOURS || ride.hours > HOURLY_MAX_HOURS) {
        return ask(
          fill(t.hoursRange, { min: HOURLY_MIN_HOURS, max: HOURLY_MAX_HOURS, phone: BRAND.phoneDisplay }),
        );
      }
      const outcome = await tools.quote({
        pickup: pickup ?? '',
        destination: destination ?? '',
        hours: ride.hours,
        vehicle: ride.vehicle,
        party: ride.party,
        when: ride.when,
      });
      return priceAnswer(outcome, language, ride.vehicle !== null);
    }
    if (!pickup && !destination) return ask(t.askPlaces);
    if (!pickup) {
      const asked = destination as string;
      return ask(fill(t.askPickup, { destination: await placeLabel(asked, 'destination'), asked }));
    }
    if (!destination)
      return ask(fill(t.askDestination, { pickup: await placeLabel(pickup, 'pickup'), asked: pickup }));

    const outcome = await tools.quote({
      pickup,
      destination,
      vehicle: ride.vehicle,
      party: ride.party,
      when: ride.when,
    });
    return priceAnswer(outcome, language, false);
  }

  /** `named`: the customer named a vehicle for an hourly ride, so its price alone is the answer. */
  async function priceAnswer(outcome: QuoteOutcome, language: ChatLanguage, named: boolean): Promise<Draft> {
    const t = ANSWERS[language].price;
    if (outcome.kind === 'place_not_found' || outcome.kind === 'outside_area') {
      const template = outcome.kind === 'outside_area' ? t.outsideArea : t.unknownPlace;
      return {
        intent: 'price',
        text: fill(template, { place: outcome.place, phone: BRAND.phoneDisplay }),
        suggestions: SUGGESTIONS[language].unknown,
        actions: ['book', 'call'],
      };
    }
    if (outcome.kind === 'unavailable') {
      return {
        intent: 'price',
        text: fill(t.unavailable, { phone: BRAND.phoneDisplay }),
        actions: ['book', 'call'],
      };
    }
    const lines: string[] = [];
    const name = outcome.vehicle.name;
    if (!outcome.fits) {
      lines.push(
        fill(t.noVehicleFits, {
          vehicle: name,
          passengers: outcome.vehicle.passengers,
          bags: outcome.vehicle.luggage,
          phone: BRAND.phoneDisplay,
        }),
      );
    } else if (outcome.tooSmall) {
      lines.push(
        fill(t.vehicleTooSmall, {
          asked: outcome.tooSmall.name,
          seats: outcome.tooSmall.passengers,
          vehicle: name,
        }),
      );
    }
    if (outcome.when.outOfWindow === 'too_soon') {
      lines.push(fill(t.tooSoon, { lead: leadTime(tools.window.minLeadMinutes, language) }));
    } else if (outcome.when.outOfWindow === 'too_far') lines.push(t.tooFar);
    const hourly =
      outcome.hours !== null && outcome.basis.kind !== 'package' && outcome.basis.kind !== 'custom';
    if (hourly) {
      const from = outcome.pickupLabel ? fill(t.hourlyFrom, { pickup: placeName(outcome.pickupLabel) }) : '';
      lines.push(
        fill(t.hourlyHead, { hours: outcome.hours ?? '', from }),
        fill(t.when, { when: nyDateTime(outcome.when.at, language), route: '' }),
      );
    } else {
      lines.push(
        fill(t.head, {
          pickup: placeName(outcome.pickupLabel),
          destination: placeName(outcome.destinationLabel),
        }),
        fill(t.when, {
          when: nyDateTime(outcome.when.at, language),
          route: outcome.noRoute
            ? t.noRoute
            : fill(t.route, { distance: outcome.distanceText ?? '', duration: outcome.durationText ?? '' }),
        }),
      );
    }
    // One short line per vehicle, cheapest first: the vehicles that seat the party (the largest when none does);
    // on an hourly question naming a vehicle, that vehicle (or the one that seats the party) alone.
    const fitting = outcome.prices.filter((p) => p.fits);
    const chosen = outcome.prices.filter((p) => p.vehicle.id === outcome.vehicle.id);
    const shown = named || !fitting.length ? chosen : fitting;
    for (const p of shown)
      lines.push(fill(t.line, { vehicle: p.vehicle.name, total: money(p.totalCents, language) }));
    // Which price applied and why: the same words as the booking form.
    lines.push(basisText(outcome.basis, language));
    lines.push(
      fill(t.footer, {
        // A package's price is all-in, tolls included, like the formula's toll line.
        tolls: outcome.tollsCents > 0 || outcome.basis.kind === 'package' ? t.tolls : '',
        timeNote: outcome.when.provisional ? t.provisional : '',
      }),
    );
    const other = (['suv', 'sedan', 'van'] as const).find((c) => c !== outcome.vehicle.category) ?? 'suv';
    return {
      intent: 'price',
      text: lines.join('\n'),
      suggestions: [VEHICLE_FOLLOW_UPS[language][other], ...SUGGESTIONS[language].price.slice(1)],
      actions: [
        { action: 'book', label: ACTION_LABELS[language].bookThis, href: outcome.bookHref },
        'fleet',
        'call',
      ],
    };
  }

  return price;
}
