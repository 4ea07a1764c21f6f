export { SocialMediaPage } from './components/social-media-page';
