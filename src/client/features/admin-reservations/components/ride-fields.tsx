import { useTranslation } from 'react-i18next';
import type { Prediction } from '../../../../shared/contracts/maps.ts';
import { AddressInput } from '../../../booking/components/address-input.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { useServices } from '../../../lib/catalog-queries.ts';

/** A place as dispatch enters it: the text, and the suggestion's place id when one was picked. */
export interface PlaceDraft {
  text: string;
  placeId: string | null;
}

export interface RideDraft {
  serviceType: string;
  pickup: PlaceDraft;
  destination: PlaceDraft;
  date: string;
  time: string;
  hours: string;
  passengers: string;
  bags: string;
  meetAndGreet: boolean;
  childSeat: boolean;
  flightNumber: string;
  specialRequests: string;
  passengerName: string;
  passengerPhone: string;
}

export const EMPTY_RIDE: RideDraft = {
  serviceType: 'point-to-point',
  pickup: { text: '', placeId: null },
  destination: { text: '', placeId: null },
  date: '',
  time: '',
  hours: '2',
  passengers: '1',
  bags: '0',
  meetAndGreet: false,
  childSeat: false,
  flightNumber: '',
  specialRequests: '',
  passengerName: '',
  passengerPhone: '',
};

/** A place with the site's address search (its text, and the suggestion's id when one is picked). */
export function PlaceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PlaceDraft;
  onChange: (p: PlaceDraft) => void;
}) {
  return (
    <Field label={label}>
      {({ id, describedBy }) => (
        <AddressInput
          id={id}
          aria-describedby={describedBy}
          value={value.text}
          onValueChange={(text) => onChange({ text, placeId: null })}
          onPick={(p: Prediction) => onChange({ text: p.description, placeId: p.place_id })}
        />
      )}
    </Field>
  );
}

/** The ride as the site asks it: service, places (the site's address search), time, party, extras, notes. */
export function RideFields({ ride, onRide }: { ride: RideDraft; onRide: (r: RideDraft) => void }) {
  const { t } = useTranslation('admin-reservations');
  const services = useServices();
  const set =
    <K extends keyof RideDraft>(k: K) =>
    (v: RideDraft[K]) =>
      onRide({ ...ride, [k]: v });
  const text = (k: keyof RideDraft) => (e: { target: { value: string } }) =>
    onRide({ ...ride, [k]: e.target.value });
  const hourly = ride.serviceType === 'hourly-service' || ride.serviceType === 'hourly';
  return (
    <section aria-labelledby="ride-heading" className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-ink/8">
      <h2 id="ride-heading" className="font-serif text-xl text-ink">
        {t('ride.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('ride.service')} className={hourly ? undefined : 'sm:col-span-2'}>
          {({ id }) => (
            <Select id={id} value={ride.serviceType} onChange={text('serviceType')}>
              {(services.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {hourly && (
          <Field label={t('ride.hours')}>
            {({ id }) => (
              <Input id={id} type="number" min={2} max={12} value={ride.hours} onChange={text('hours')} />
            )}
          </Field>
        )}
        <PlaceField label={t('ride.pickup')} value={ride.pickup} onChange={set('pickup')} />
        <PlaceField label={t('ride.destination')} value={ride.destination} onChange={set('destination')} />
        <Field label={t('ride.date')} hint={t('ride.nyTime')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="date"
              aria-describedby={describedBy}
              value={ride.date}
              onChange={text('date')}
            />
          )}
        </Field>
        <Field label={t('ride.time')}>
          {({ id }) => <Input id={id} type="time" value={ride.time} onChange={text('time')} />}
        </Field>
        <Field label={t('ride.passengers')}>
          {({ id }) => (
            <Input
              id={id}
              type="number"
              min={1}
              max={14}
              value={ride.passengers}
              onChange={text('passengers')}
            />
          )}
        </Field>
        <Field label={t('ride.bags')}>
          {({ id }) => (
            <Input id={id} type="number" min={0} max={20} value={ride.bags} onChange={text('bags')} />
          )}
        </Field>
        <CheckboxField
          id="dispatch-meet"
          label={t('ride.meetAndGreet')}
          checked={ride.meetAndGreet}
          onChange={(e) => set('meetAndGreet')(e.target.checked)}
        />
        <CheckboxField
          id="dispatch-seat"
          label={t('ride.childSeat')}
          checked={ride.childSeat}
          onChange={(e) => set('childSeat')(e.target.checked)}
        />
        <Field label={t('ride.flight')}>
          {({ id }) => <Input id={id} value={ride.flightNumber} onChange={text('flightNumber')} />}
        </Field>
        <Field label={t('ride.passengerName')} hint={t('ride.passengerHint')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              value={ride.passengerName}
              onChange={text('passengerName')}
            />
          )}
        </Field>
        <Field label={t('ride.passengerPhone')}>
          {({ id }) => (
            <Input id={id} type="tel" value={ride.passengerPhone} onChange={text('passengerPhone')} />
          )}
        </Field>
        <Field label={t('ride.notes')} className="sm:col-span-2">
          {({ id }) => <Textarea id={id} value={ride.specialRequests} onChange={text('specialRequests')} />}
        </Field>
      </div>
    </section>
  );
}
