// What a new password may not be, at sign-up and at a password change alike: one of the 10,000 most common
// passwords, or the account's own email address, name or business name (any case, spaces ignored).
import { AppError } from '#shared/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones and easy to guess. Please choose another.';
export const PERSONAL_PASSWORD_MESSAGE =
  'Your password cannot be your email address, your name or your business name. Please choose another.';

export type PasswordOwner = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Absent at sign-up: the business comes later. */
  businessName?: string | null;
};

const comparable = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/** 400 with the reason when `password` may not be used by `owner`. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner): void {
  if (isCommonPassword(password)) throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE);
  const { email, firstName, lastName, businessName } = owner;
  const personal = [email, firstName, lastName, `${firstName ?? ''}${lastName ?? ''}`, businessName]
    .map((value) => comparable(value ?? ''))
    .filter(Boolean);
  if (personal.includes(comparable(password))) throw new AppError('BAD_REQUEST', PERSONAL_PASSWORD_MESSAGE);
}
