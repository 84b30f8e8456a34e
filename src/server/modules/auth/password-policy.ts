import { AppError } from '../../../shared/errors.ts';
import { hashPassword } from './password.ts';

/**
 * Common passwords, refused wherever a person chooses a password (sign-up, reset, driver application and
 * registration). The check is zxcvbn's (`@zxcvbn-ts/core`) over the lists of `@zxcvbn-ts/language-common`:
 * about 49,000 of the most used passwords and a word list, with keyboard walks, sequences, repeats, dates and
 * l33t spellings of them. A password is common when zxcvbn scores it under 2 (fewer than a million guesses)
 * and some of that comes from those lists or patterns: a password it can only guess by length (six random
 * letters) is left to the specification's minimum length rule.
 *
 * Server only, loaded on first use (the lists are 2 MB: never in the browser bundle, nor in start-up time).
 * The first 32 characters are judged and l33t substitutions are capped, so one check stays within a few
 * milliseconds of the event loop whatever is sent.
 */
type Checker = (password: string) => { score: number; sequence: readonly { pattern: string }[] };

let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: 32,
      l33tMaxSubstitutions: 5,
    });
    return (password: string) => zxcvbn.check(password);
  })();
  return checker;
}

/** Whether `password` is one of the common ones (or one of them dressed up: case, digits, l33t). */
export async function isCommonPassword(password: string): Promise<boolean> {
  const check = await loadChecker();
  const { score, sequence } = check(password);
  return score < 2 && sequence.some((match) => match.pattern !== 'bruteforce');
}

/**
 * A password a person has just chosen: refused with 400 `auth.passwordCommon` on `field` when it is common,
 * else its hash (`hashPassword`).
 */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (await isCommonPassword(password)) throw AppError.onField(field, 'auth.passwordCommon');
  return hashPassword(password);
}
