/** The call controls' icons (24 px, currentColor), decorative: the buttons carry the names. */
const Svg = ({ children }: { children: React.ReactNode }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const Slash = () => <path d="M3 3l18 18" />;

export const MicIcon = ({ off }: { off?: boolean }) => (
  <Svg>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    {off ? <Slash /> : null}
  </Svg>
);

export const CameraIcon = ({ off }: { off?: boolean }) => (
  <Svg>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3z" />
    {off ? <Slash /> : null}
  </Svg>
);

export const SwitchCameraIcon = () => (
  <Svg>
    <path d="M4 7h3l2-2h6l2 2h3v12H4z" />
    <path d="M9 13a3 3 0 0 1 5.2-2M15 13a3 3 0 0 1-5.2 2" />
  </Svg>
);

export const ScreenIcon = () => (
  <Svg>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </Svg>
);
