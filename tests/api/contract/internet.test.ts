import { resourceContracts } from './resourceContract.ts';

resourceContracts('internet');
