export { Skeleton, SkeletonText, type SkeletonProps } from './skeleton';
