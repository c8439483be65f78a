export { Skeleton, SkeletonFor, SkeletonText } from './skeleton';
