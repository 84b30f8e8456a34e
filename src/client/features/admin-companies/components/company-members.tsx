import { MailPlus, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInvitation, CompanyMember } from '../../../../shared/contracts/company-members.ts';
import { AppError, type FieldError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatNy } from '../../../lib/new-york-date.ts';
import { useCompanyMembers, useInviteToCompany } from '../api/companies.ts';
import { FormSection } from './company-form.tsx';

type Roles = Pick<CompanyMember, 'canBook' | 'canRide' | 'isAdmin'>;

function RoleList({ r }: { r: Roles }) {
  const { t } = useTranslation('admin-companies');
  const roles = [
    r.isAdmin && t('roles.isAdmin'),
    r.canBook && t('roles.canBook'),
    r.canRide && t('roles.canRide'),
  ];
  return <span className="text-xs text-stone">{roles.filter(Boolean).join(' · ')}</span>;
}

const FORM_ID = 'invite-form';

/** "Invite a person": an email and at least one role, sent to POST /api/admin/companies/{id}/invitations. */
function InviteDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const { t } = useTranslation('admin-companies');
  const errorText = useErrorText();
  const lang = useContentLanguage();
  const invite = useInviteToCompany(companyId);
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Roles>({ canBook: true, canRide: false, isAdmin: false });
  const id = useId();
  const error = invite.error;
  const fields = (error instanceof AppError ? error.fieldErrors : undefined) as
    Record<string, FieldError> | undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate(
      { email, ...roles, language: lang },
      {
        onSuccess: (sent) => {
          toast({ title: t('invite.sent'), description: sent.email });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('invite.title')}
      description={t('invite.description')}
      locked={invite.isPending}
      testId="invite-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={invite.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={invite.isPending} data-testid="send-invite">
            {invite.isPending ? t('invite.sending') : t('invite.send')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label={t('invite.email')} error={fields?.email}>
          {({ id: inputId, describedBy, invalid }) => (
            <Input
              id={inputId}
              type="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              autoComplete="off"
              data-testid="invite-email"
            />
          )}
        </Field>
        <fieldset className="grid gap-2.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('invite.roles')}</legend>
          {(['canBook', 'canRide', 'isAdmin'] as const).map((role) => (
            <CheckboxField
              key={role}
              id={`${id}-${role}`}
              label={
                <>
                  <span className="font-medium text-ink">{t(`roles.${role}`)}</span>
                  <span className="block text-xs text-stone">{t(`roles.${role}Hint`)}</span>
                </>
              }
              checked={roles[role]}
              onChange={(e) => setRoles((r) => ({ ...r, [role]: e.target.checked }))}
              data-testid={`invite-${role}`}
            />
          ))}
          {fields?.canBook && (
            <p role="alert" className="text-sm text-danger">
              {errorText(fields.canBook)}
            </p>
          )}
        </fieldset>
        {error && !fields && (
          <p role="alert" className="text-sm text-danger" data-testid="invite-error">
            {t('invite.failed', { reason: errorText(error) ?? '' })}
          </p>
        )}
      </form>
    </Modal>
  );
}

function MemberRow({ m }: { m: CompanyMember }) {
  const { t } = useTranslation('admin-companies');
  const lang = useContentLanguage();
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3" data-member-id={m.id}>
      <div className="flex min-w-0 gap-3">
        <UserRound aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-dark" />
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{m.name}</p>
          <p className="text-xs break-all text-stone">{m.email}</p>
          <RoleList r={m} />
        </div>
      </div>
      <p className="text-xs text-stone">
        {m.removedAt
          ? t('members.removedOn', { date: formatNy(m.removedAt, 'day', lang) })
          : t('members.joinedOn', { date: formatNy(m.joinedAt, 'day', lang) })}
      </p>
    </li>
  );
}

function InvitationRow({ i }: { i: CompanyInvitation }) {
  const { t } = useTranslation('admin-companies');
  const lang = useContentLanguage();
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3" data-invitation-id={i.id}>
      <div className="min-w-0">
        <p className="font-medium break-all text-ink">{i.email}</p>
        <RoleList r={i} />
      </div>
      <p className="text-xs text-stone">
        {t(`invitations.${i.state}`, {
          date: formatNy(i.state === 'accepted' ? i.acceptedAt : i.expiresAt, 'day', lang),
        })}
      </p>
    </li>
  );
}

/** The company's members and invitations (GET /api/admin/companies/{id}/members) and "Invite a person". */
export function CompanyMembers({ companyId }: { companyId: string }) {
  const { t } = useTranslation('admin-companies');
  const errorText = useErrorText();
  const members = useCompanyMembers(companyId);
  const [inviting, setInviting] = useState(false);
  const data = members.data;

  return (
    <FormSection title={t('members.title')} lead={t('members.lead')}>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setInviting(true)} data-testid="invite-person">
          <MailPlus aria-hidden className="size-4" />
          {t('members.invite')}
        </Button>
      </div>
      {members.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : members.isError ? (
        <div data-testid="members-error">
          <LoadFailure
            size="section"
            message={t('members.loadError', { reason: errorText(members.error) ?? '' })}
            onRetry={() => void members.refetch()}
            retryLabel={t('retry')}
          />
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-ink">
              {t('members.current', { count: data?.members.filter((m) => !m.removedAt).length ?? 0 })}
            </h3>
            {data?.members.length ? (
              <ul className="divide-y divide-ink/6" data-testid="members-list">
                {data.members.map((m) => (
                  <MemberRow key={m.id} m={m} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-stone">{t('members.none')}</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold text-ink">{t('invitations.title')}</h3>
            {data?.invitations.length ? (
              <ul className="divide-y divide-ink/6" data-testid="invitations-list">
                {data.invitations.map((i) => (
                  <InvitationRow key={i.id} i={i} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-stone">{t('invitations.none')}</p>
            )}
          </div>
        </div>
      )}
      {inviting && <InviteDialog companyId={companyId} onClose={() => setInviting(false)} />}
    </FormSection>
  );
}
