import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { dismissErrorToasts } from '../../../lib/toast-store.ts';
import { codeFromSearch } from '../lib/invitation-code.ts';
import type { VerifiedInvitation } from '../lib/registration-form.ts';
import { InvitationStep } from './invitation-step.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { RegistrationHero, type RegistrationStep } from './registration-hero.tsx';
import { RegistrationSuccess } from './registration-success.tsx';

type State =
  | { step: 'verify'; code: string; email: string }
  | { step: 'register'; invitation: VerifiedInvitation }
  | { step: 'done'; user: CurrentUser };

const TITLE_ID = 'driver-registration-title';

/**
 * /taxistas and /taxista-registro: verification (the code with the application's email), then registration,
 * then success (the specification's three states); Back from registration returns to verification with the
 * code and email kept.
 */
export function DriverRegistration() {
  const { t } = useTranslation('driver-registration');
  const [params] = useSearchParams();
  const [state, setState] = useState<State>(() => {
    return { step: 'verify', code: codeFromSearch(params) ?? '', email: '' };
  });
  const step: RegistrationStep = state.step;
  usePageTitle(t(`pageTitle.${step}`));

  // A new step starts at the top, its heading announced, and without the last step's failure toast (a
  // 'Verification Failed' stayed over step 2 after a valid code); the first render keeps the browser's focus.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dismissErrorToasts();
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById(TITLE_ID)?.focus({ preventScroll: true });
  }, [step]);

  return (
    <>
      <RegistrationHero
        step={step}
        titleId={TITLE_ID}
        title={t(`hero.${step}.title`)}
        lead={t(`hero.${step}.lead`)}
      />
      <div className="bg-ivory pb-20 sm:pb-28">
        <div className="container-page relative -mt-20 sm:-mt-24">
          {state.step === 'verify' && (
            <InvitationStep
              initialCode={state.code}
              initialEmail={state.email}
              onVerified={(invitation) => setState({ step: 'register', invitation })}
            />
          )}
          {state.step === 'register' && (
            <RegistrationForm
              invitation={state.invitation}
              onBack={() =>
                setState({
                  step: 'verify',
                  code: state.invitation.invitationCode,
                  email: state.invitation.email,
                })
              }
              onRegistered={(user) => setState({ step: 'done', user })}
            />
          )}
          {state.step === 'done' && <RegistrationSuccess user={state.user} />}
        </div>
      </div>
    </>
  );
}
