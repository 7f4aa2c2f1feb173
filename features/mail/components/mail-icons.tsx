/** Inline icons of the mail screens (decorative: the buttons carry the names). */
import { strokeIcon } from '../../../ui/utils/stroke-icon';
const common = strokeIcon(22);

export const PencilIcon = () => (
  <svg {...common}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M14 6l4 4" />
  </svg>
);

export const TrashIcon = () => (
  <svg {...common}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </svg>
);

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg {...common} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </svg>
);
