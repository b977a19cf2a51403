public import IntegrationsCore

