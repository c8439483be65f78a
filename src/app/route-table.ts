/**
 * Members-area routes of the spec (section 2, relative to /menu) that a later issue builds.
 * Until then each shows the not-built screen inside the members layout, named by its i18n key
 * under common:screens.
 */
export const pendingMemberRoutes: ReadonlyArray<{ path: string; screen: string }> = [
  { path: 'speciality-modules', screen: 'specialityModules' },
  { path: 'speciality-modules/topic-detail/:topicID', screen: 'specialityModules' },
  { path: 'speciality-modules/topic-detail/:topicID/take-test', screen: 'takeTest' },
  { path: 'view-summary', screen: 'viewSummary' },
  { path: 'help', screen: 'help' },
];
