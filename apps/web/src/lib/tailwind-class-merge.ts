import { twMerge } from 'tailwind-merge';
import { setClassMerge } from './class-names';

// The full app's components let a caller's classes override their own (`<Button className="px-2">`).
setClassMerge(twMerge);
