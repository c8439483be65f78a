import { iconProps, type IconProps } from '../../../ui/icon';

/** An open padlock: every feature unlocked. */
export const UnlockIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 9.9-1" />
  </svg>
);

/** A calendar with a plus: more days on the plan. */
export const CalendarPlusIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18M12 14v5M9.5 16.5h5" />
  </svg>
);

/** A card with a cross: the payment did not go through. */
export const CardFailedIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M22 10V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h9" />
    <path d="M2 10h20M17 15l4 4M21 15l-4 4" />
  </svg>
);
