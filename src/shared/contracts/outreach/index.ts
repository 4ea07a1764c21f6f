export * from './sequences';
