// The letter in the avatar when there is no profile image: first name, else email, else 'U'.

export type AvatarUser = { firstName?: string | null; email?: string | null };

export function avatarLetter(user: AvatarUser | null | undefined): string {
  const source = user?.firstName?.trim() || user?.email?.trim();
  const first = source ? Array.from(source)[0] : undefined;
  return first ? first.toUpperCase() : 'U';
}
