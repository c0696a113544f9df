// Round avatar: the profile image, else a letter (see avatar-letter.ts).
import { useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { type AvatarUser, avatarLetter } from './avatar-letter.ts';

export function UserAvatar({
  user,
  className,
}: {
  user: (AvatarUser & { profileImageUrl?: string | null }) | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const image = user?.profileImageUrl && !broken ? user.profileImageUrl : null;
  const base = cn('flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (image) {
    return <img src={image} alt="" className={cn(base, 'object-cover')} onError={() => setBroken(true)} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-emerald-100 text-sm font-semibold text-emerald-800')}>
      {avatarLetter(user)}
    </span>
  );
}
