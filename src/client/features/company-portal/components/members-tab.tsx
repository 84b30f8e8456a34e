import { LogOut, Mail, UserPlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompanyMember, CompanyRoles } from '../../../../shared/contracts/company-members.ts';
import type { CompanyMembership } from '../../../../shared/contracts/company-portal.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { loadErrorText, useErrorText } from '../../../lib/error-text.ts';
import { formatNy } from '../../../lib/new-york-date.ts';
import { toast } from '../../../lib/toast-store.ts';
import { usePortalFormat } from './format.ts';
import { useCompanyMembers, useMemberActions } from '../api/portal.ts';
import { rolesLabel } from './roles.ts';

/** The Invite dialog: an email and the roles (at least one); the server's problems under their fields. */
function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('company-portal');
  const errorText = useErrorText();
  const { invite } = useMemberActions();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState({ canBook: true, canRide: false, isAdmin: false });
  const [error, setError] = useState<AppError | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      setEmail('');
      setRoles({ canBook: true, canRide: false, isAdmin: false });
      setError(null);
      invite.reset();
    }
    onOpenChange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    invite.mutate(
      { email, ...roles },
      {
        onSuccess: (sent) => {
          toast({ variant: 'success', title: t('invite.sent'), description: sent.email });
          close(false);
        },
        onError: (err) => setError(err instanceof AppError ? err : new AppError('common.tryAgain')),
      },
    );
  };
  const fields = error?.fieldErrors ?? {};
  const general = error && !error.fieldErrors ? errorText(error) : undefined;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('invite.title')}
      description={t('invite.description')}
      testId="invite-dialog"
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <Field label={t('invite.email')} error={fields.email}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              autoComplete="off"
              required
              value={email}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="grid min-w-0 grid-cols-1 gap-3">
          <legend className="mb-2 text-sm font-medium text-ink">{t('invite.roles')}</legend>
          {(['canBook', 'canRide', 'isAdmin'] as const).map((role) => (
            <CheckboxField
              key={role}
              id={`invite-${role}`}
              checked={roles[role]}
              onChange={(e) => setRoles((r) => ({ ...r, [role]: e.target.checked }))}
              label={
                <span>
                  <span className="font-medium text-ink">{t(`roles.${role}`)}</span>
                  <span className="block text-sm text-stone">{t(`roles.${role}Hint`)}</span>
                </span>
              }
            />
          ))}
          {(fields.canBook ?? fields.canRide ?? fields.isAdmin) && (
            <p role="alert" className="text-sm text-danger">
              {errorText(fields.canBook ?? fields.canRide ?? fields.isAdmin)}
            </p>
          )}
        </fieldset>
        {general && (
          <p role="alert" className="text-sm text-danger">
            {general}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {t('invite.cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined}>
            <Mail className="size-4" aria-hidden />
            {invite.isPending ? t('invite.sending') : t('invite.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A member's roles (at least one; the last admin keeps the admin role: the server says so under the roles). */
function RolesDialog({ member, onClose }: { member: CompanyMember | null; onClose: () => void }) {
  const { t } = useTranslation('company-portal');
  const errorText = useErrorText();
  const { setRoles } = useMemberActions();
  const [roles, setLocal] = useState<CompanyRoles | null>(null);
  const current =
    roles ?? (member ? { canBook: member.canBook, canRide: member.canRide, isAdmin: member.isAdmin } : null);
  const close = () => {
    setLocal(null);
    setRoles.reset();
    onClose();
  };
  if (!member || !current) return null;
  const problem = setRoles.error
    ? setRoles.error instanceof AppError && setRoles.error.fieldErrors
      ? Object.values(setRoles.error.fieldErrors)[0]
      : setRoles.error
    : null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('rolesDialog.title', { name: member.name })}
    >
      <form
        className="grid gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          setRoles.mutate(
            { id: member.id, roles: current },
            {
              onSuccess: () => {
                toast({ variant: 'success', title: t('rolesDialog.saved'), description: member.name });
                close();
              },
            },
          );
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium text-ink">{t('invite.roles')}</legend>
          {(['canBook', 'canRide', 'isAdmin'] as const).map((role) => (
            <CheckboxField
              key={role}
              id={`roles-${role}`}
              checked={current[role]}
              onChange={(e) => setLocal({ ...current, [role]: e.target.checked })}
              label={
                <span>
                  <span className="font-medium text-ink">{t(`roles.${role}`)}</span>
                  <span className="block text-sm text-stone">{t(`roles.${role}Hint`)}</span>
                </span>
              }
            />
          ))}
          {problem && (
            <p role="alert" className="text-sm text-danger">
              {errorText(problem)}
            </p>
          )}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={close}>
            {t('invite.cancel')}
          </Button>
          <Button type="submit" disabled={setRoles.isPending} aria-busy={setRoles.isPending || undefined}>
            {t('rolesDialog.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const chip = 'inline-flex rounded-full bg-ivory-deep px-2.5 py-0.5 text-xs font-semibold text-ink';

/** The admins': members with their roles (remove), open invitations (revoke), Invite. */
function AdminMembers({ membership }: { membership: CompanyMembership }) {
  const { t } = useTranslation('company-portal');
  const { lang } = usePortalFormat();
  const errorText = useErrorText();
  const query = useCompanyMembers(true);
  const { revoke, remove } = useMemberActions();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const [confirmDialog, confirm] = useConfirm();
  const failed = async (err: unknown) =>
    toast({ variant: 'destructive', title: t('members.failed'), description: await loadErrorText(err) });

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-gold-dark">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        size="section"
        message={errorText(query.error) ?? t('loadError')}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const { members, invitations } = query.data;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-8">
      {confirmDialog}
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <RolesDialog member={editing} onClose={() => setEditing(null)} />
      <section aria-labelledby="company-members-title" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="company-members-title" className="font-display text-2xl font-semibold text-ink">
            {t('members.title', { count: members.length })}
          </h2>
          <Button onClick={() => setInviting(true)} data-testid="invite-open">
            <UserPlus className="size-4" aria-hidden />
            {t('members.invite')}
          </Button>
        </div>
        <ul className="grid grid-cols-1 gap-2" data-testid="company-members">
          {members.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/8"
            >
              <div className="min-w-0 flex-1 basis-52">
                <p className="font-semibold text-ink">
                  {m.name}
                  {m.id === membership.memberId && (
                    <span className="ml-2 text-sm font-normal text-stone">{t('members.you')}</span>
                  )}
                </p>
                <p className="truncate text-sm text-stone">{m.email}</p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {m.isAdmin && <span className={chip}>{t('roles.isAdmin')}</span>}
                  {m.canBook && <span className={chip}>{t('roles.canBook')}</span>}
                  {m.canRide && <span className={chip}>{t('roles.canRide')}</span>}
                </div>
              </div>
              <div className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => setEditing(m)}>
                  {t('members.editRoles')}
                  <span className="sr-only"> {m.name}</span>
                </Button>
                {m.id !== membership.memberId && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      confirm({
                        title: t('members.removeTitle', { name: m.name }),
                        what: t('members.removeWhat'),
                        undo: t('members.removeUndo'),
                        confirmLabel: t('members.remove'),
                        onConfirm: () => remove.mutateAsync(m.id).catch(failed),
                      })
                    }
                  >
                    {t('members.remove')}
                    <span className="sr-only"> {m.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-invitations-title" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="company-invitations-title" className="font-display text-2xl font-semibold text-ink">
          {t('invitations.title')}
        </h2>
        {invitations.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-stone ring-1 ring-ink/8">{t('invitations.none')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" data-testid="company-invitations">
            {invitations.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/8"
              >
                <div className="min-w-0 flex-1 basis-52">
                  <p className="truncate font-semibold text-ink">{i.email}</p>
                  <p className="text-sm text-stone">
                    {rolesLabel(t, i)} ·{' '}
                    {i.state === 'expired'
                      ? t('invitations.expired')
                      : t('invitations.expires', { date: formatNy(i.expiresAt, 'mediumDayTime', lang) })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(i.id, { onError: (err) => void failed(err) })}
                >
                  <X className="size-4" aria-hidden />
                  {t('invitations.revoke')}
                  <span className="sr-only"> {i.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A member who is not an admin: their roles, and Leave company (after a confirmation). */
function Leave({ membership }: { membership: CompanyMembership }) {
  const { t } = useTranslation('company-portal');
  const navigate = useNavigate();
  const { leave } = useMemberActions();
  const [confirmDialog, confirm] = useConfirm();
  return (
    <section className="grid max-w-2xl gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink/8 sm:p-6">
      {confirmDialog}
      <h2 className="font-display text-2xl font-semibold text-ink">{t('leave.title')}</h2>
      <p className="text-stone">
        {t('leave.roles', { roles: rolesLabel(t, membership.roles), company: membership.company.legalName })}
      </p>
      <p className="text-stone">{t('leave.body')}</p>
      <div>
        <Button
          variant="outline"
          data-testid="leave-company"
          onClick={() =>
            confirm({
              title: t('leave.confirmTitle', { company: membership.company.legalName }),
              what: t('leave.what'),
              undo: t('leave.undo'),
              confirmLabel: t('leave.button'),
              onConfirm: () =>
                leave
                  .mutateAsync()
                  .then(() => {
                    toast({ variant: 'success', title: t('leave.done') });
                    void navigate('/dashboard');
                  })
                  .catch(async (err: unknown) =>
                    toast({
                      variant: 'destructive',
                      title: t('members.failed'),
                      description: await loadErrorText(err),
                    }),
                  ),
            })
          }
        >
          <LogOut className="size-4" aria-hidden />
          {t('leave.button')}
        </Button>
      </div>
    </section>
  );
}

export function MembersTab({ membership }: { membership: CompanyMembership }) {
  return membership.roles.isAdmin ? (
    <AdminMembers membership={membership} />
  ) : (
    <Leave membership={membership} />
  );
}
