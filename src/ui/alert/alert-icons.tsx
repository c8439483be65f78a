import { iconProps, type IconProps } from '../icon';

/** A tick in a circle: success. Decorative. */
export const CheckCircleIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </svg>
);

/** An "i" in a circle: information. Decorative. */
export const InfoIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </svg>
);
