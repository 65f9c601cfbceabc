import { resourceContracts } from './resourceContract.ts';

resourceContracts('journeys');
