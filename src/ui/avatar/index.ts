export { Avatar, DEFAULT_PROFILE_PICTURE, initialsOf, type AvatarProps } from './avatar';
