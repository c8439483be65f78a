import { iconProps, type IconProps } from '../icon';

/** An open eye: the password is hidden, press to show it. Decorative. */
export const EyeIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

/** A struck-through eye: the password is shown, press to hide it. Decorative. */
export const EyeOffIcon = (props: IconProps) => (
  <svg {...iconProps(props)}>
    <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6C3.6 8.5 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </svg>
);
