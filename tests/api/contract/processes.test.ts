import { resourceContracts } from './resourceContract.ts';

resourceContracts('processes');
