export const y: string = '2';
