import Avatar from '@mui/material/Avatar';
import { useAvatarUrl } from '../api/get-avatar';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

type MemberAvatarProps = { name: string; image: string | null | undefined; size?: number; alt?: string };

/** The member's photo (fetched with the bearer token), or their initials until there is one. */
export function MemberAvatar({ name, image, size = 32, alt = '' }: MemberAvatarProps) {
  const url = useAvatarUrl(image);
  return (
    <Avatar
      src={url ?? undefined}
      alt={alt}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        fontSize: size * 0.4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <span aria-hidden>{initialsOf(name)}</span>
    </Avatar>
  );
}
