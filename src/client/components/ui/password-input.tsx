import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { Input } from './form-field.tsx';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

/** A password input with a show/hide toggle (a pressed-state button that controls the input). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, id, ...rest },
  ref,
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        ref={ref}
        id={id}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn('pr-12', className)}
        {...rest}
      />
      <button
        type="button"
        aria-controls={id}
        aria-pressed={visible}
        aria-label={t('password.show')}
        title={visible ? t('password.hideHint') : t('password.showHint')}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-md text-stone transition-colors hover:text-ink"
      >
        {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
});
