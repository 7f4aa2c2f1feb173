/** Small inline icons for stories (the app brings its own). */
import { strokeIcon } from '../../ui/utils/stroke-icon';
const common = strokeIcon();

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const PlusIcon = () => (
  <svg {...common}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const MoreIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </svg>
);

export const RotateIcon = () => (
  <svg {...common} width={48} height={48}>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M3 12a9 9 0 0 0 4 7M21 12a9 9 0 0 0-4-7" />
  </svg>
);
