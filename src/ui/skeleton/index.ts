export { Skeleton, SkeletonText } from './skeleton';
