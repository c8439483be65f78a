import { DirectionalSvg } from './directional-svg';
import { iconProps, type IconProps } from './icon-props';

export const CheckIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/** Points back along the line: left in ltr, mirrored to the right in rtl. */
export const ArrowLeftIcon = (props: IconProps) => (
  <DirectionalSvg {...iconProps(props)}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </DirectionalSvg>
);

/** Points forward along the line: right in ltr, mirrored to the left in rtl. */
export const ArrowRightIcon = (props: IconProps) => (
  <DirectionalSvg {...iconProps(props)}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </DirectionalSvg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const AlertIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </svg>
);

export const MailIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </svg>
);

export const GridIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </svg>
);

export const ClipboardIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M9 12l2 2 4-4" />
  </svg>
);

export const BoltIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />
  </svg>
);

export const TargetIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </svg>
);

export const LayersIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="m12 2 10 5-10 5L2 7l10-5zM2 17l10 5 10-5M2 12l10 5 10-5" />
  </svg>
);

export const ListTreeIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M21 12h-8M21 6H8M21 18h-8M3 6v4c0 1.1.9 2 2 2h3M3 10v6c0 1.1.9 2 2 2h3" />
  </svg>
);

export const BarChartIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M3 3v18h18M18 17V9M13 17V5M8 17v-3" />
  </svg>
);

export const CardIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20" />
  </svg>
);

export const MessageIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

export const HelpIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </svg>
);

export const UserIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </svg>
);

/** Leaving through the door at the line's start: mirrored in rtl like the arrows. */
export const LogOutIcon = (props: IconProps) => (
  <DirectionalSvg {...iconProps(props)}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </DirectionalSvg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

export const CameraIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
    <circle cx="12" cy="13" r="4" />
  </svg>
);

export const ClockIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </svg>
);

export const CheckCircleIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </svg>
);

export const InboxIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </svg>
);

export const SendIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </svg>
);

export const PaperclipIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
  </svg>
);

export const PlusIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const PauseIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M8 5v14M16 5v14" />
  </svg>
);

export const PlayIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M7 4v16l13-8Z" />
  </svg>
);
