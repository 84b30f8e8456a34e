import { useTranslation } from 'react-i18next';
import { placeText } from '../../../shared/domain/place-text.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';

interface DoorAddressProps {
  /** The address the booking stores: the text typed for a pin confirmed on the map. */
  address: string;
  pinned?: boolean | undefined;
  /** The nearest known place to a pin, for the chauffeur and dispatch (null or absent: not shown). */
  nearest?: string | null | undefined;
}

/**
 * One end of a booking as every page shows it (PRODUCT decision 25): the address and, for a point the customer
 * confirmed on the map, "pin confirmed on the map" (and, for the chauffeur and dispatch, the nearest known place).
 * The locator's English words around a street ("between … and …") are said in the page's language.
 */
export function DoorAddress({ address, pinned, nearest }: DoorAddressProps) {
  const { t } = useTranslation('common');
  const text = placeText(address, useContentLanguage());
  if (!pinned) return <>{text}</>;
  return (
    <>
      {text}
      <span className="mt-0.5 block text-xs font-normal text-stone" data-testid="door-pinned">
        {t('door.pinConfirmed')}
        {nearest ? ` · ${t('door.near', { place: nearest })}` : ''}
      </span>
    </>
  );
}
