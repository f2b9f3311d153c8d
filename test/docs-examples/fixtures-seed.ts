import { createCommercetoolsMock } from 'commercetools-msw';
import fullProject from 'commercetools-msw/fixtures/full-project.json' with { type: 'json' };
import containers from 'commercetools-msw/fixtures/import-containers.json' with { type: 'json' };

const ct = createCommercetoolsMock({ projects: [fullProject], importContainers: { 'full-project': containers } });
ct.getProject('full-project'); // stored exactly as the fixture holds it
