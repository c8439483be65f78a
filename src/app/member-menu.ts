import type { ComponentType, SVGProps } from 'react';
import type { TenantManifest } from '../tenant/tenant-manifest';
import {
  BarChartIcon,
  BoltIcon,
  CardIcon,
  CheckCircleIcon,
  ClipboardIcon,
  GridIcon,
  HelpIcon,
  LayersIcon,
  PlusIcon,
  ListTreeIcon,
  MessageIcon,
  TargetIcon,
  UserIcon,
} from '../ui/icon';

type Feature = keyof TenantManifest['features'];

interface MenuEntry {
  to: string;
  /** i18n key under members:nav. */
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** Hidden when the provider turns this feature off. */
  feature?: Feature;
}

/** Every members-area entry of spec section 2, in menu order. */
const memberMenu: MenuEntry[] = [
  { to: '/menu', label: 'dashboard', icon: GridIcon },
  { to: '/menu/tests', label: 'tests', icon: ClipboardIcon },
  { to: '/menu/create-test', label: 'createTest', icon: PlusIcon, feature: 'createTest' },
  { to: '/menu/recharge', label: 'recharge', icon: BoltIcon, feature: 'recharge' },
  { to: '/menu/proficiency-percentage', label: 'proficiency', icon: TargetIcon },
  // Added to the spec's entries (their texts and order kept): every past result, each opening its review.
  { to: '/menu/results', label: 'results', icon: CheckCircleIcon },
  { to: '/menu/speciality-modules', label: 'specialityModules', icon: LayersIcon, feature: 'specialityModules' },
  { to: '/menu/view-summary', label: 'viewSummary', icon: ListTreeIcon },
  { to: '/menu/reports', label: 'reports', icon: BarChartIcon, feature: 'reports' },
  { to: '/menu/membership', label: 'membership', icon: CardIcon, feature: 'membership' },
  { to: '/menu/tickets', label: 'tickets', icon: MessageIcon, feature: 'tickets' },
  { to: '/menu/help', label: 'help', icon: HelpIcon },
  { to: '/menu/my-account', label: 'myAccount', icon: UserIcon },
];

export function visibleMenu(features: TenantManifest['features']): MenuEntry[] {
  return memberMenu.filter((entry) => !entry.feature || features[entry.feature]);
}
