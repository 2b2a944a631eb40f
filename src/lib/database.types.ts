export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          area: string;
          at: string;
          changes: NonNullable<Json>;
          entity_id: string;
          id: number;
          row_id: string;
          table_name: string;
        };
        ComputedFields: never;
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          area: string;
          at?: string;
          changes?: NonNullable<Json>;
          entity_id: string;
          id?: never;
          row_id: string;
          table_name: string;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          area?: string;
          at?: string;
          changes?: NonNullable<Json>;
          entity_id?: string;
          id?: never;
          row_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      billing_terms: {
        Row: {
          amount_ht: number;
          amount_ttc: number;
          cancel_reason: string | null;
          cancelled_at: string | null;
          contract_id: string;
          created_at: string;
          due_date: string;
          id: string;
          issue_on: string;
          kind: string;
          period_end: string;
          period_start: string;
          term_number: number;
          vat_amount: number;
          vat_rate: number;
        };
        ComputedFields: never;
        Insert: {
          amount_ht: number;
          amount_ttc: number;
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          contract_id: string;
          created_at?: string;
          due_date: string;
          id?: string;
          issue_on: string;
          kind?: string;
          period_end: string;
          period_start: string;
          term_number: number;
          vat_amount: number;
          vat_rate?: number;
        };
        Update: {
          amount_ht?: number;
          amount_ttc?: number;
          cancel_reason?: string | null;
          cancelled_at?: string | null;
          contract_id?: string;
          created_at?: string;
          due_date?: string;
          id?: string;
          issue_on?: string;
          kind?: string;
          period_end?: string;
          period_start?: string;
          term_number?: number;
          vat_amount?: number;
          vat_rate?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'billing_terms_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
        ];
      };
      categories: {
        Row: {
          active: boolean;
          created_at: string;
          description: string | null;
          icon: string | null;
          id: string;
          name: string;
          order_position: number;
          search: unknown;
          slug: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          active?: boolean;
          created_at?: string;
          description?: string | null;
          icon?: string | null;
          id?: string;
          name: string;
          order_position?: number;
          search?: never;
          slug: string;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          description?: string | null;
          icon?: string | null;
          id?: string;
          name?: string;
          order_position?: number;
          search?: never;
          slug?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      company_settings: {
        Row: {
          address: string;
          bic: string | null;
          billing_email: string | null;
          head_office_city: string | null;
          head_office_postal_code: string | null;
          head_office_street: string | null;
          iban: string | null;
          id: boolean;
          late_penalty_rate: number | null;
          legal_form: string | null;
          name: string;
          rcs: string | null;
          sepa_creditor_id: string | null;
          share_capital: number | null;
          siren: string;
          siret: string | null;
          updated_at: string;
          vat_number: string;
          vat_on_debits: boolean;
        };
        ComputedFields: never;
        Insert: {
          address: string;
          bic?: string | null;
          billing_email?: string | null;
          head_office_city?: string | null;
          head_office_postal_code?: string | null;
          head_office_street?: string | null;
          iban?: string | null;
          id?: boolean;
          late_penalty_rate?: number | null;
          legal_form?: string | null;
          name: string;
          rcs?: string | null;
          sepa_creditor_id?: string | null;
          share_capital?: number | null;
          siren: string;
          siret?: string | null;
          updated_at?: string;
          vat_number: string;
          vat_on_debits?: boolean;
        };
        Update: {
          address?: string;
          bic?: string | null;
          billing_email?: string | null;
          head_office_city?: string | null;
          head_office_postal_code?: string | null;
          head_office_street?: string | null;
          iban?: string | null;
          id?: boolean;
          late_penalty_rate?: number | null;
          legal_form?: string | null;
          name?: string;
          rcs?: string | null;
          sepa_creditor_id?: string | null;
          share_capital?: number | null;
          siren?: string;
          siret?: string | null;
          updated_at?: string;
          vat_number?: string;
          vat_on_debits?: boolean;
        };
        Relationships: [];
      };
      contract_items: {
        Row: {
          contract_id: string;
          created_at: string;
          id: string;
          position: number;
          product_brand: string | null;
          product_id: string | null;
          product_name: string;
          serial_number: string | null;
        };
        ComputedFields: never;
        Insert: {
          contract_id: string;
          created_at?: string;
          id?: string;
          position?: number;
          product_brand?: string | null;
          product_id?: string | null;
          product_name: string;
          serial_number?: string | null;
        };
        Update: {
          contract_id?: string;
          created_at?: string;
          id?: string;
          position?: number;
          product_brand?: string | null;
          product_id?: string | null;
          product_name?: string;
          serial_number?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'contract_items_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contract_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      contracts: {
        Row: {
          billing_frequency: string;
          confirmed_at: string;
          contract_number: string;
          created_at: string;
          customer_company: string | null;
          customer_email: string;
          customer_first_name: string;
          customer_id: string;
          customer_last_name: string;
          customer_phone: string | null;
          duration_months: number;
          end_date: string | null;
          end_of_lease_outcome: string | null;
          end_of_lease_recorded_at: string | null;
          first_rent_ht: number | null;
          id: string;
          installation_planned_on: string | null;
          installation_report_path: string | null;
          installation_report_sha256: string | null;
          installation_signed_at: string | null;
          installation_signed_name: string | null;
          installation_technician_id: string | null;
          installation_window_ok: boolean | null;
          monthly_rent_ht: number;
          offer_id: string | null;
          order_id: string;
          owner_id: string | null;
          purchase_value_ht: number;
          renewal_offer_id: string | null;
          residual_value_ht: number | null;
          search: unknown;
          service_level: string;
          start_date: string | null;
          status: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          billing_frequency?: string;
          confirmed_at?: string;
          contract_number?: string;
          created_at?: string;
          customer_company?: string | null;
          customer_email: string;
          customer_first_name: string;
          customer_id: string;
          customer_last_name: string;
          customer_phone?: string | null;
          duration_months: number;
          end_date?: string | null;
          end_of_lease_outcome?: string | null;
          end_of_lease_recorded_at?: string | null;
          first_rent_ht?: number | null;
          id?: string;
          installation_planned_on?: string | null;
          installation_report_path?: string | null;
          installation_report_sha256?: string | null;
          installation_signed_at?: string | null;
          installation_signed_name?: string | null;
          installation_technician_id?: string | null;
          installation_window_ok?: boolean | null;
          monthly_rent_ht?: number;
          offer_id?: string | null;
          order_id: string;
          owner_id?: string | null;
          purchase_value_ht?: number;
          renewal_offer_id?: string | null;
          residual_value_ht?: number | null;
          search?: never;
          service_level?: string;
          start_date?: string | null;
          status?: string;
          updated_at?: string;
        };
        Update: {
          billing_frequency?: string;
          confirmed_at?: string;
          contract_number?: string;
          created_at?: string;
          customer_company?: string | null;
          customer_email?: string;
          customer_first_name?: string;
          customer_id?: string;
          customer_last_name?: string;
          customer_phone?: string | null;
          duration_months?: number;
          end_date?: string | null;
          end_of_lease_outcome?: string | null;
          end_of_lease_recorded_at?: string | null;
          first_rent_ht?: number | null;
          id?: string;
          installation_planned_on?: string | null;
          installation_report_path?: string | null;
          installation_report_sha256?: string | null;
          installation_signed_at?: string | null;
          installation_signed_name?: string | null;
          installation_technician_id?: string | null;
          installation_window_ok?: boolean | null;
          monthly_rent_ht?: number;
          offer_id?: string | null;
          order_id?: string;
          owner_id?: string | null;
          purchase_value_ht?: number;
          renewal_offer_id?: string | null;
          residual_value_ht?: number | null;
          search?: never;
          service_level?: string;
          start_date?: string | null;
          status?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'contracts_customer_id_fkey';
            columns: ['customer_id'];
            isOneToOne: false;
            referencedRelation: 'customers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_offer_id_fkey';
            columns: ['offer_id'];
            isOneToOne: false;
            referencedRelation: 'offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: true;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_renewal_offer_id_fkey';
            columns: ['renewal_offer_id'];
            isOneToOne: false;
            referencedRelation: 'offers';
            referencedColumns: ['id'];
          },
        ];
      };
      customers: {
        Row: {
          billing_address: Json | null;
          billing_email: string;
          created_at: string;
          id: string;
          name: string;
          siren: string | null;
          updated_at: string;
          vat_number: string | null;
        };
        ComputedFields: never;
        Insert: {
          billing_address?: Json | null;
          billing_email: string;
          created_at?: string;
          id?: string;
          name: string;
          siren?: string | null;
          updated_at?: string;
          vat_number?: string | null;
        };
        Update: {
          billing_address?: Json | null;
          billing_email?: string;
          created_at?: string;
          id?: string;
          name?: string;
          siren?: string | null;
          updated_at?: string;
          vat_number?: string | null;
        };
        Relationships: [];
      };
      data_requests: {
        Row: {
          created_at: string;
          created_by: string | null;
          due_on: string | null;
          email: string;
          handled_at: string | null;
          handled_by: string | null;
          id: string;
          kind: string;
          notes: string | null;
          outcome: Json | null;
          received_on: string;
          status: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by?: string | null;
          due_on?: never;
          email: string;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          kind: string;
          notes?: string | null;
          outcome?: Json | null;
          received_on?: string;
          status?: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          due_on?: never;
          email?: string;
          handled_at?: string | null;
          handled_by?: string | null;
          id?: string;
          kind?: string;
          notes?: string | null;
          outcome?: Json | null;
          received_on?: string;
          status?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      email_campaign_recipients: {
        Row: {
          campaign_id: string;
          created_at: string;
          email: string;
          id: string;
          lead_id: string | null;
          outbox_id: string | null;
          queued_at: string | null;
          status: string;
        };
        ComputedFields: never;
        Insert: {
          campaign_id: string;
          created_at?: string;
          email: string;
          id?: string;
          lead_id?: string | null;
          outbox_id?: string | null;
          queued_at?: string | null;
          status?: string;
        };
        Update: {
          campaign_id?: string;
          created_at?: string;
          email?: string;
          id?: string;
          lead_id?: string | null;
          outbox_id?: string | null;
          queued_at?: string | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'email_campaign_recipients_campaign_id_fkey';
            columns: ['campaign_id'];
            isOneToOne: false;
            referencedRelation: 'email_campaigns';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_campaign_recipients_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'leads';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_campaign_recipients_outbox_fkey';
            columns: ['outbox_id'];
            isOneToOne: false;
            referencedRelation: 'email_outbox';
            referencedColumns: ['id'];
          },
        ];
      };
      email_campaigns: {
        Row: {
          archived: boolean;
          batch_interval_seconds: number;
          batch_size: number;
          content: string;
          created_at: string;
          delivered_count: number;
          failed_count: number;
          id: string;
          last_batch_at: string | null;
          name: string;
          recipients_count: number;
          scheduled_at: string | null;
          segment_created_from: string | null;
          segment_created_to: string | null;
          segment_score_max: number;
          segment_score_min: number;
          segment_sources: string[];
          segment_statuses: string[];
          sent_at: string | null;
          started_at: string | null;
          status: string;
          subject: string | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          archived?: boolean;
          batch_interval_seconds?: number;
          batch_size?: number;
          content?: string;
          created_at?: string;
          delivered_count?: number;
          failed_count?: number;
          id?: string;
          last_batch_at?: string | null;
          name: string;
          recipients_count?: number;
          scheduled_at?: string | null;
          segment_created_from?: string | null;
          segment_created_to?: string | null;
          segment_score_max?: number;
          segment_score_min?: number;
          segment_sources?: string[];
          segment_statuses?: string[];
          sent_at?: string | null;
          started_at?: string | null;
          status?: string;
          subject?: string | null;
          updated_at?: string;
        };
        Update: {
          archived?: boolean;
          batch_interval_seconds?: number;
          batch_size?: number;
          content?: string;
          created_at?: string;
          delivered_count?: number;
          failed_count?: number;
          id?: string;
          last_batch_at?: string | null;
          name?: string;
          recipients_count?: number;
          scheduled_at?: string | null;
          segment_created_from?: string | null;
          segment_created_to?: string | null;
          segment_score_max?: number;
          segment_score_min?: number;
          segment_sources?: string[];
          segment_statuses?: string[];
          sent_at?: string | null;
          started_at?: string | null;
          status?: string;
          subject?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      email_outbox: {
        Row: {
          attachment: Json | null;
          attempts: number;
          campaign_id: string | null;
          claimed_at: string | null;
          contract_id: string | null;
          created_at: string;
          id: string;
          incident_id: string | null;
          invoice_id: string | null;
          last_error: string | null;
          next_attempt_at: string;
          offer_id: string | null;
          order_id: string | null;
          payload: NonNullable<Json>;
          provider_id: string | null;
          quote_request_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          template: string;
        };
        ComputedFields: never;
        Insert: {
          attachment?: Json | null;
          attempts?: number;
          campaign_id?: string | null;
          claimed_at?: string | null;
          contract_id?: string | null;
          created_at?: string;
          id?: string;
          incident_id?: string | null;
          invoice_id?: string | null;
          last_error?: string | null;
          next_attempt_at?: string;
          offer_id?: string | null;
          order_id?: string | null;
          payload?: NonNullable<Json>;
          provider_id?: string | null;
          quote_request_id?: string | null;
          recipient: string;
          sent_at?: string | null;
          status?: string;
          template: string;
        };
        Update: {
          attachment?: Json | null;
          attempts?: number;
          campaign_id?: string | null;
          claimed_at?: string | null;
          contract_id?: string | null;
          created_at?: string;
          id?: string;
          incident_id?: string | null;
          invoice_id?: string | null;
          last_error?: string | null;
          next_attempt_at?: string;
          offer_id?: string | null;
          order_id?: string | null;
          payload?: NonNullable<Json>;
          provider_id?: string | null;
          quote_request_id?: string | null;
          recipient?: string;
          sent_at?: string | null;
          status?: string;
          template?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'email_outbox_campaign_id_fkey';
            columns: ['campaign_id'];
            isOneToOne: false;
            referencedRelation: 'email_campaigns';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incident_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incidents';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoice_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_offer_id_fkey';
            columns: ['offer_id'];
            isOneToOne: false;
            referencedRelation: 'offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_quote_request_id_fkey';
            columns: ['quote_request_id'];
            isOneToOne: false;
            referencedRelation: 'quote_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      email_settings: {
        Row: {
          id: boolean;
          sales_email: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          id?: boolean;
          sales_email: string;
          updated_at?: string;
        };
        Update: {
          id?: boolean;
          sales_email?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      email_unsubscribes: {
        Row: {
          campaign_id: string | null;
          created_at: string;
          email: string;
          id: string;
        };
        ComputedFields: never;
        Insert: {
          campaign_id?: string | null;
          created_at?: string;
          email: string;
          id?: string;
        };
        Update: {
          campaign_id?: string | null;
          created_at?: string;
          email?: string;
          id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'email_unsubscribes_campaign_id_fkey';
            columns: ['campaign_id'];
            isOneToOne: false;
            referencedRelation: 'email_campaigns';
            referencedColumns: ['id'];
          },
        ];
      };
      hero_carousel_slides: {
        Row: {
          active: boolean;
          created_at: string;
          cta_link: string | null;
          cta_text: string | null;
          end_date: string | null;
          generated_by_ai: boolean;
          generation_prompt: string | null;
          id: string;
          image_url: string;
          image_variant_widths: number[];
          image_width: number | null;
          media_type: string;
          order_position: number;
          start_date: string | null;
          subtitle: string | null;
          title: string | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          active?: boolean;
          created_at?: string;
          cta_link?: string | null;
          cta_text?: string | null;
          end_date?: string | null;
          generated_by_ai?: boolean;
          generation_prompt?: string | null;
          id?: string;
          image_url: string;
          image_variant_widths?: number[];
          image_width?: number | null;
          media_type?: string;
          order_position?: number;
          start_date?: string | null;
          subtitle?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          cta_link?: string | null;
          cta_text?: string | null;
          end_date?: string | null;
          generated_by_ai?: boolean;
          generation_prompt?: string | null;
          id?: string;
          image_url?: string;
          image_variant_widths?: number[];
          image_width?: number | null;
          media_type?: string;
          order_position?: number;
          start_date?: string | null;
          subtitle?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      incident_notes: {
        Row: {
          author_email: string | null;
          author_id: string | null;
          body: string;
          created_at: string;
          id: string;
          incident_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_email?: string | null;
          author_id?: string | null;
          body: string;
          created_at?: string;
          id?: string;
          incident_id: string;
        };
        Update: {
          author_email?: string | null;
          author_id?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          incident_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'incident_notes_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incident_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'incident_notes_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incidents';
            referencedColumns: ['id'];
          },
        ];
      };
      incident_photos: {
        Row: {
          created_at: string;
          id: string;
          incident_id: string;
          path: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          incident_id: string;
          path: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          incident_id?: string;
          path?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'incident_photos_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incident_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'incident_photos_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incidents';
            referencedColumns: ['id'];
          },
        ];
      };
      incidents: {
        Row: {
          closed_at: string | null;
          contract_id: string;
          contract_item_id: string | null;
          created_at: string;
          deadline_at: string;
          description: string;
          id: string;
          incident_number: string;
          intervened_at: string | null;
          planned_for: string | null;
          reported_at: string;
          reporter_email: string | null;
          reporter_name: string | null;
          resolved_at: string | null;
          source: string;
          status: string;
          technician_id: string | null;
          type: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          closed_at?: string | null;
          contract_id: string;
          contract_item_id?: string | null;
          created_at?: string;
          deadline_at?: string;
          description: string;
          id?: string;
          incident_number?: string;
          intervened_at?: string | null;
          planned_for?: string | null;
          reported_at?: string;
          reporter_email?: string | null;
          reporter_name?: string | null;
          resolved_at?: string | null;
          source?: string;
          status?: string;
          technician_id?: string | null;
          type: string;
          updated_at?: string;
        };
        Update: {
          closed_at?: string | null;
          contract_id?: string;
          contract_item_id?: string | null;
          created_at?: string;
          deadline_at?: string;
          description?: string;
          id?: string;
          incident_number?: string;
          intervened_at?: string | null;
          planned_for?: string | null;
          reported_at?: string;
          reporter_email?: string | null;
          reporter_name?: string | null;
          resolved_at?: string | null;
          source?: string;
          status?: string;
          technician_id?: string | null;
          type?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'incidents_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'incidents_contract_item_id_fkey';
            columns: ['contract_item_id'];
            isOneToOne: false;
            referencedRelation: 'contract_items';
            referencedColumns: ['id'];
          },
        ];
      };
      invoice_documents: {
        Row: {
          created_at: string;
          id: string;
          invoice_id: string;
          pdf_path: string;
          pdf_sha256: string;
          xml_sha256: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          invoice_id: string;
          pdf_path: string;
          pdf_sha256: string;
          xml_sha256: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          invoice_id?: string;
          pdf_path?: string;
          pdf_sha256?: string;
          xml_sha256?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'invoice_documents_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: true;
            referencedRelation: 'invoice_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoice_documents_invoice_id_fkey';
            columns: ['invoice_id'];
            isOneToOne: true;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
        ];
      };
      invoices: {
        Row: {
          buyer: NonNullable<Json>;
          contract_id: string;
          created_at: string;
          credited_invoice_id: string | null;
          customer_id: string;
          due_date: string;
          id: string;
          issue_date: string;
          kind: string;
          lines: NonNullable<Json>;
          mandate_id: string | null;
          number: string;
          payment_means: string;
          period_end: string;
          period_start: string;
          seller: NonNullable<Json>;
          term_id: string | null;
          total_ht: number;
          total_ttc: number;
          total_vat: number;
        };
        ComputedFields: never;
        Insert: {
          buyer: NonNullable<Json>;
          contract_id: string;
          created_at?: string;
          credited_invoice_id?: string | null;
          customer_id: string;
          due_date: string;
          id?: string;
          issue_date: string;
          kind?: string;
          lines: NonNullable<Json>;
          mandate_id?: string | null;
          number: string;
          payment_means?: string;
          period_end: string;
          period_start: string;
          seller: NonNullable<Json>;
          term_id?: string | null;
          total_ht: number;
          total_ttc: number;
          total_vat: number;
        };
        Update: {
          buyer?: NonNullable<Json>;
          contract_id?: string;
          created_at?: string;
          credited_invoice_id?: string | null;
          customer_id?: string;
          due_date?: string;
          id?: string;
          issue_date?: string;
          kind?: string;
          lines?: NonNullable<Json>;
          mandate_id?: string | null;
          number?: string;
          payment_means?: string;
          period_end?: string;
          period_start?: string;
          seller?: NonNullable<Json>;
          term_id?: string | null;
          total_ht?: number;
          total_ttc?: number;
          total_vat?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'invoices_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_credited_invoice_id_fkey';
            columns: ['credited_invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoice_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_credited_invoice_id_fkey';
            columns: ['credited_invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_customer_id_fkey';
            columns: ['customer_id'];
            isOneToOne: false;
            referencedRelation: 'customers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_term_id_fkey';
            columns: ['term_id'];
            isOneToOne: false;
            referencedRelation: 'billing_terms';
            referencedColumns: ['id'];
          },
        ];
      };
      lead_notes: {
        Row: {
          author_email: string | null;
          author_id: string | null;
          body: string;
          created_at: string;
          id: string;
          lead_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_email?: string | null;
          author_id?: string | null;
          body: string;
          created_at?: string;
          id?: string;
          lead_id: string;
        };
        Update: {
          author_email?: string | null;
          author_id?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          lead_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'lead_notes_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'leads';
            referencedColumns: ['id'];
          },
        ];
      };
      leads: {
        Row: {
          company: string | null;
          created_at: string;
          email: string;
          first_name: string | null;
          id: string;
          last_contact_date: string | null;
          last_name: string | null;
          marketing_consent: boolean;
          marketing_consent_at: string | null;
          marketing_consent_form: string | null;
          marketing_consent_page: string | null;
          marketing_consent_request_id: string | null;
          marketing_consent_withdrawn_at: string | null;
          marketing_consent_wording: string | null;
          next_action: string | null;
          next_action_date: string | null;
          notes: string | null;
          phone: string | null;
          quote_request_id: string | null;
          score: number;
          search: unknown;
          source: string;
          status: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          company?: string | null;
          created_at?: string;
          email: string;
          first_name?: string | null;
          id?: string;
          last_contact_date?: string | null;
          last_name?: string | null;
          marketing_consent?: boolean;
          marketing_consent_at?: string | null;
          marketing_consent_form?: string | null;
          marketing_consent_page?: string | null;
          marketing_consent_request_id?: string | null;
          marketing_consent_withdrawn_at?: string | null;
          marketing_consent_wording?: string | null;
          next_action?: string | null;
          next_action_date?: string | null;
          notes?: string | null;
          phone?: string | null;
          quote_request_id?: string | null;
          score?: number;
          search?: never;
          source?: string;
          status?: string;
          updated_at?: string;
        };
        Update: {
          company?: string | null;
          created_at?: string;
          email?: string;
          first_name?: string | null;
          id?: string;
          last_contact_date?: string | null;
          last_name?: string | null;
          marketing_consent?: boolean;
          marketing_consent_at?: string | null;
          marketing_consent_form?: string | null;
          marketing_consent_page?: string | null;
          marketing_consent_request_id?: string | null;
          marketing_consent_withdrawn_at?: string | null;
          marketing_consent_wording?: string | null;
          next_action?: string | null;
          next_action_date?: string | null;
          notes?: string | null;
          phone?: string | null;
          quote_request_id?: string | null;
          score?: number;
          search?: never;
          source?: string;
          status?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'leads_quote_request_id_fkey';
            columns: ['quote_request_id'];
            isOneToOne: true;
            referencedRelation: 'quote_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      offer_items: {
        Row: {
          created_at: string;
          discount_percent: number;
          duration_months: number;
          id: string;
          line_monthly_ht: number;
          line_total_ht: number;
          list_monthly: number;
          monthly_rent: number | null;
          offer_id: string;
          position: number;
          product_brand: string | null;
          product_id: string;
          product_name: string;
          quantity: number;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          discount_percent?: number;
          duration_months: number;
          id?: string;
          line_monthly_ht?: number;
          line_total_ht?: number;
          list_monthly?: number;
          monthly_rent?: number | null;
          offer_id: string;
          position?: number;
          product_brand?: string | null;
          product_id: string;
          product_name?: string;
          quantity?: number;
        };
        Update: {
          created_at?: string;
          discount_percent?: number;
          duration_months?: number;
          id?: string;
          line_monthly_ht?: number;
          line_total_ht?: number;
          list_monthly?: number;
          monthly_rent?: number | null;
          offer_id?: string;
          position?: number;
          product_brand?: string | null;
          product_id?: string;
          product_name?: string;
          quantity?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'offer_items_offer_id_fkey';
            columns: ['offer_id'];
            isOneToOne: false;
            referencedRelation: 'offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'offer_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      offers: {
        Row: {
          acceptance_token_hash: string | null;
          accepted_at: string | null;
          accepted_ip: string | null;
          accepted_name: string | null;
          accepted_pdf_sha256: string | null;
          accepted_position: string | null;
          accepted_user_agent: string | null;
          billing_frequency: string;
          client_address: Json | null;
          client_company: string | null;
          client_email: string;
          client_first_name: string;
          client_last_name: string;
          client_phone: string | null;
          client_siret: string | null;
          commitment_total_ht: number;
          created_at: string;
          created_by: string | null;
          decline_reason: string | null;
          declined_at: string | null;
          first_rent_ht: number | null;
          id: string;
          installation: boolean;
          lead_id: string | null;
          maintenance_level: string;
          monthly_total_ht: number;
          monthly_total_ttc: number;
          note: string | null;
          offer_number: string;
          payment_terms: string;
          pdf_error: string | null;
          pdf_path: string | null;
          pdf_sha256: string | null;
          previous_offer_id: string | null;
          quote_request_id: string | null;
          reference: string | null;
          search: unknown;
          sent_at: string | null;
          status: string;
          updated_at: string;
          valid_until: string;
          vat_amount: number;
          version: number;
        };
        ComputedFields: never;
        Insert: {
          acceptance_token_hash?: string | null;
          accepted_at?: string | null;
          accepted_ip?: string | null;
          accepted_name?: string | null;
          accepted_pdf_sha256?: string | null;
          accepted_position?: string | null;
          accepted_user_agent?: string | null;
          billing_frequency?: string;
          client_address?: Json | null;
          client_company?: string | null;
          client_email: string;
          client_first_name: string;
          client_last_name: string;
          client_phone?: string | null;
          client_siret?: string | null;
          commitment_total_ht?: number;
          created_at?: string;
          created_by?: string | null;
          decline_reason?: string | null;
          declined_at?: string | null;
          first_rent_ht?: number | null;
          id?: string;
          installation?: boolean;
          lead_id?: string | null;
          maintenance_level?: string;
          monthly_total_ht?: number;
          monthly_total_ttc?: number;
          note?: string | null;
          offer_number?: string;
          payment_terms?: string;
          pdf_error?: string | null;
          pdf_path?: string | null;
          pdf_sha256?: string | null;
          previous_offer_id?: string | null;
          quote_request_id?: string | null;
          reference?: never;
          search?: never;
          sent_at?: string | null;
          status?: string;
          updated_at?: string;
          valid_until?: string;
          vat_amount?: number;
          version?: number;
        };
        Update: {
          acceptance_token_hash?: string | null;
          accepted_at?: string | null;
          accepted_ip?: string | null;
          accepted_name?: string | null;
          accepted_pdf_sha256?: string | null;
          accepted_position?: string | null;
          accepted_user_agent?: string | null;
          billing_frequency?: string;
          client_address?: Json | null;
          client_company?: string | null;
          client_email?: string;
          client_first_name?: string;
          client_last_name?: string;
          client_phone?: string | null;
          client_siret?: string | null;
          commitment_total_ht?: number;
          created_at?: string;
          created_by?: string | null;
          decline_reason?: string | null;
          declined_at?: string | null;
          first_rent_ht?: number | null;
          id?: string;
          installation?: boolean;
          lead_id?: string | null;
          maintenance_level?: string;
          monthly_total_ht?: number;
          monthly_total_ttc?: number;
          note?: string | null;
          offer_number?: string;
          payment_terms?: string;
          pdf_error?: string | null;
          pdf_path?: string | null;
          pdf_sha256?: string | null;
          previous_offer_id?: string | null;
          quote_request_id?: string | null;
          reference?: never;
          search?: never;
          sent_at?: string | null;
          status?: string;
          updated_at?: string;
          valid_until?: string;
          vat_amount?: number;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'offers_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'leads';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'offers_previous_offer_id_fkey';
            columns: ['previous_offer_id'];
            isOneToOne: false;
            referencedRelation: 'offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'offers_quote_request_id_fkey';
            columns: ['quote_request_id'];
            isOneToOne: false;
            referencedRelation: 'quote_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      order_items: {
        Row: {
          created_at: string;
          duration_months: number;
          id: string;
          monthly_payment: number;
          order_id: string;
          product_brand: string | null;
          product_id: string | null;
          product_name: string;
          quantity: number;
          unit_price: number;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          duration_months: number;
          id?: string;
          monthly_payment: number;
          order_id: string;
          product_brand?: string | null;
          product_id?: string | null;
          product_name: string;
          quantity?: number;
          unit_price?: number;
        };
        Update: {
          created_at?: string;
          duration_months?: number;
          id?: string;
          monthly_payment?: number;
          order_id?: string;
          product_brand?: string | null;
          product_id?: string | null;
          product_name?: string;
          quantity?: number;
          unit_price?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'order_items_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'order_items_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      order_status_history: {
        Row: {
          changed_at: string;
          changed_by: string | null;
          changed_by_email: string | null;
          field: string;
          from_value: string | null;
          id: string;
          order_id: string;
          to_value: string;
        };
        ComputedFields: never;
        Insert: {
          changed_at?: string;
          changed_by?: string | null;
          changed_by_email?: string | null;
          field: string;
          from_value?: string | null;
          id?: string;
          order_id: string;
          to_value: string;
        };
        Update: {
          changed_at?: string;
          changed_by?: string | null;
          changed_by_email?: string | null;
          field?: string;
          from_value?: string | null;
          id?: string;
          order_id?: string;
          to_value?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'order_status_history_order_id_fkey';
            columns: ['order_id'];
            isOneToOne: false;
            referencedRelation: 'orders';
            referencedColumns: ['id'];
          },
        ];
      };
      orders: {
        Row: {
          billing_address: Json | null;
          created_at: string;
          customer_company: string | null;
          customer_email: string;
          customer_first_name: string;
          customer_last_name: string;
          customer_phone: string | null;
          id: string;
          notes: string | null;
          offer_id: string | null;
          order_number: string;
          payment_status: string;
          quote_request_id: string | null;
          search: unknown;
          shipping_address: Json | null;
          status: string;
          total_amount: number;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          billing_address?: Json | null;
          created_at?: string;
          customer_company?: string | null;
          customer_email: string;
          customer_first_name: string;
          customer_last_name: string;
          customer_phone?: string | null;
          id?: string;
          notes?: string | null;
          offer_id?: string | null;
          order_number?: string;
          payment_status?: string;
          quote_request_id?: string | null;
          search?: never;
          shipping_address?: Json | null;
          status?: string;
          total_amount?: number;
          updated_at?: string;
        };
        Update: {
          billing_address?: Json | null;
          created_at?: string;
          customer_company?: string | null;
          customer_email?: string;
          customer_first_name?: string;
          customer_last_name?: string;
          customer_phone?: string | null;
          id?: string;
          notes?: string | null;
          offer_id?: string | null;
          order_number?: string;
          payment_status?: string;
          quote_request_id?: string | null;
          search?: never;
          shipping_address?: Json | null;
          status?: string;
          total_amount?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'orders_offer_id_fkey';
            columns: ['offer_id'];
            isOneToOne: true;
            referencedRelation: 'offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'orders_quote_request_id_fkey';
            columns: ['quote_request_id'];
            isOneToOne: false;
            referencedRelation: 'quote_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      product_images: {
        Row: {
          alt: string;
          created_at: string;
          height: number;
          id: string;
          is_main: boolean;
          path: string;
          position: number;
          product_id: string;
          url: string;
          variant_widths: number[];
          width: number;
        };
        ComputedFields: never;
        Insert: {
          alt: string;
          created_at?: string;
          height: number;
          id?: string;
          is_main?: boolean;
          path: string;
          position?: number;
          product_id: string;
          url: string;
          variant_widths?: number[];
          width: number;
        };
        Update: {
          alt?: string;
          created_at?: string;
          height?: number;
          id?: string;
          is_main?: boolean;
          path?: string;
          position?: number;
          product_id?: string;
          url?: string;
          variant_widths?: number[];
          width?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'product_images_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          active: boolean;
          badges: string[];
          brand: string;
          category_id: string | null;
          created_at: string;
          description: string | null;
          featured: boolean;
          id: string;
          image_url: string;
          monthly_price_12: number | null;
          monthly_price_24: number | null;
          monthly_price_36: number | null;
          monthly_price_48: number | null;
          name: string;
          purchase_price: number | null;
          rating: number | null;
          search: unknown;
          slug: string;
          stock: number | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          active?: boolean;
          badges?: string[];
          brand: string;
          category_id?: string | null;
          created_at?: string;
          description?: string | null;
          featured?: boolean;
          id?: string;
          image_url: string;
          monthly_price_12?: number | null;
          monthly_price_24?: number | null;
          monthly_price_36?: number | null;
          monthly_price_48?: number | null;
          name: string;
          purchase_price?: number | null;
          rating?: number | null;
          search?: never;
          slug: string;
          stock?: number | null;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          badges?: string[];
          brand?: string;
          category_id?: string | null;
          created_at?: string;
          description?: string | null;
          featured?: boolean;
          id?: string;
          image_url?: string;
          monthly_price_12?: number | null;
          monthly_price_24?: number | null;
          monthly_price_36?: number | null;
          monthly_price_48?: number | null;
          name?: string;
          purchase_price?: number | null;
          rating?: number | null;
          search?: never;
          slug?: string;
          stock?: number | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'products_category_id_fkey';
            columns: ['category_id'];
            isOneToOne: false;
            referencedRelation: 'categories';
            referencedColumns: ['id'];
          },
        ];
      };
      quote_request_notes: {
        Row: {
          author_email: string | null;
          author_id: string | null;
          body: string;
          created_at: string;
          id: string;
          quote_request_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_email?: string | null;
          author_id?: string | null;
          body: string;
          created_at?: string;
          id?: string;
          quote_request_id: string;
        };
        Update: {
          author_email?: string | null;
          author_id?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          quote_request_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'quote_request_notes_quote_request_id_fkey';
            columns: ['quote_request_id'];
            isOneToOne: false;
            referencedRelation: 'quote_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      quote_requests: {
        Row: {
          company: string | null;
          created_at: string;
          email: string;
          first_name: string;
          id: string;
          landing_page: string | null;
          last_name: string;
          lead_id: string | null;
          marketing_consent: boolean;
          marketing_consent_form: string | null;
          marketing_consent_page: string | null;
          marketing_consent_wording: string | null;
          message: string;
          owner_id: string | null;
          phone: string;
          product_id: string | null;
          referrer: string | null;
          referrer_host: string | null;
          search: unknown;
          siret: string | null;
          status: string;
          subject: string;
          type: string;
          updated_at: string;
          utm_campaign: string | null;
          utm_content: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          utm_term: string | null;
        };
        ComputedFields: never;
        Insert: {
          company?: string | null;
          created_at?: string;
          email: string;
          first_name: string;
          id?: string;
          landing_page?: string | null;
          last_name: string;
          lead_id?: string | null;
          marketing_consent?: boolean;
          marketing_consent_form?: string | null;
          marketing_consent_page?: string | null;
          marketing_consent_wording?: string | null;
          message: string;
          owner_id?: string | null;
          phone: string;
          product_id?: string | null;
          referrer?: string | null;
          referrer_host?: never;
          search?: never;
          siret?: string | null;
          status?: string;
          subject: string;
          type?: string;
          updated_at?: string;
          utm_campaign?: string | null;
          utm_content?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          utm_term?: string | null;
        };
        Update: {
          company?: string | null;
          created_at?: string;
          email?: string;
          first_name?: string;
          id?: string;
          landing_page?: string | null;
          last_name?: string;
          lead_id?: string | null;
          marketing_consent?: boolean;
          marketing_consent_form?: string | null;
          marketing_consent_page?: string | null;
          marketing_consent_wording?: string | null;
          message?: string;
          owner_id?: string | null;
          phone?: string;
          product_id?: string | null;
          referrer?: string | null;
          referrer_host?: never;
          search?: never;
          siret?: string | null;
          status?: string;
          subject?: string;
          type?: string;
          updated_at?: string;
          utm_campaign?: string | null;
          utm_content?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          utm_term?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'quote_requests_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: true;
            referencedRelation: 'leads';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'quote_requests_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
        ];
      };
      retention_log: {
        Row: {
          counts: NonNullable<Json>;
          id: string;
          ran_at: string;
          run_on: string;
        };
        ComputedFields: never;
        Insert: {
          counts?: NonNullable<Json>;
          id?: string;
          ran_at?: string;
          run_on: string;
        };
        Update: {
          counts?: NonNullable<Json>;
          id?: string;
          ran_at?: string;
          run_on?: string;
        };
        Relationships: [];
      };
      seo_content: {
        Row: {
          canonical_url: string | null;
          created_at: string;
          h1: string | null;
          id: string;
          keywords: string[];
          meta_description: string;
          meta_title: string;
          og_description: string | null;
          og_title: string | null;
          page_url: string;
          seo_score: number;
          status: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          canonical_url?: string | null;
          created_at?: string;
          h1?: string | null;
          id?: string;
          keywords?: string[];
          meta_description: string;
          meta_title: string;
          og_description?: string | null;
          og_title?: string | null;
          page_url: string;
          seo_score?: number;
          status?: string;
          updated_at?: string;
        };
        Update: {
          canonical_url?: string | null;
          created_at?: string;
          h1?: string | null;
          id?: string;
          keywords?: string[];
          meta_description?: string;
          meta_title?: string;
          og_description?: string | null;
          og_title?: string | null;
          page_url?: string;
          seo_score?: number;
          status?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      service_visits: {
        Row: {
          contract_id: string;
          created_at: string;
          done_at: string | null;
          id: string;
          incident_id: string | null;
          kind: string;
          notes: string | null;
          period_start: string | null;
          scheduled_on: string;
          status: string;
          technician_id: string | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          contract_id: string;
          created_at?: string;
          done_at?: string | null;
          id?: string;
          incident_id?: string | null;
          kind: string;
          notes?: string | null;
          period_start?: string | null;
          scheduled_on: string;
          status?: string;
          technician_id?: string | null;
          updated_at?: string;
        };
        Update: {
          contract_id?: string;
          created_at?: string;
          done_at?: string | null;
          id?: string;
          incident_id?: string | null;
          kind?: string;
          notes?: string | null;
          period_start?: string | null;
          scheduled_on?: string;
          status?: string;
          technician_id?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'service_visits_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'service_visits_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incident_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'service_visits_incident_id_fkey';
            columns: ['incident_id'];
            isOneToOne: false;
            referencedRelation: 'incidents';
            referencedColumns: ['id'];
          },
        ];
      };
      site_publications: {
        Row: {
          finished_at: string | null;
          id: number;
          message: string | null;
          pages: number | null;
          requested_at: string;
          requested_by: string | null;
          requested_by_email: string | null;
          status: string;
        };
        ComputedFields: never;
        Insert: {
          finished_at?: string | null;
          id?: never;
          message?: string | null;
          pages?: number | null;
          requested_at?: string;
          requested_by?: string | null;
          requested_by_email?: string | null;
          status?: string;
        };
        Update: {
          finished_at?: string | null;
          id?: never;
          message?: string | null;
          pages?: number | null;
          requested_at?: string;
          requested_by?: string | null;
          requested_by_email?: string | null;
          status?: string;
        };
        Relationships: [];
      };
      staff_profiles: {
        Row: {
          created_at: string;
          display_name: string;
          id: string;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          display_name: string;
          id?: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          display_name?: string;
          id?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      staff_tasks: {
        Row: {
          assignee_id: string | null;
          contract_id: string;
          created_at: string;
          done_at: string | null;
          due_on: string;
          id: string;
          kind: string;
          title: string;
        };
        ComputedFields: never;
        Insert: {
          assignee_id?: string | null;
          contract_id: string;
          created_at?: string;
          done_at?: string | null;
          due_on: string;
          id?: string;
          kind: string;
          title: string;
        };
        Update: {
          assignee_id?: string | null;
          contract_id?: string;
          created_at?: string;
          done_at?: string | null;
          due_on?: string;
          id?: string;
          kind?: string;
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'staff_tasks_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
        ];
      };
      user_roles: {
        Row: {
          created_at: string;
          id: string;
          role: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          role: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          role?: string;
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      incident_board: {
        Row: {
          closed_at: string | null;
          contract_id: string;
          contract_item_id: string | null;
          contract_number: string;
          created_at: string;
          customer_company: string | null;
          deadline_at: string;
          description: string;
          id: string;
          incident_number: string;
          intervened_at: string | null;
          is_late: boolean | null;
          planned_for: string | null;
          replacement_due: boolean | null;
          reported_at: string;
          reporter_email: string | null;
          reporter_name: string | null;
          resolved_at: string | null;
          service_level: string;
          source: string;
          status: string;
          technician_id: string | null;
          type: string;
          updated_at: string;
        };
        ComputedFields: never;
        Relationships: [
          {
            foreignKeyName: 'incidents_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'incidents_contract_item_id_fkey';
            columns: ['contract_item_id'];
            isOneToOne: false;
            referencedRelation: 'contract_items';
            referencedColumns: ['id'];
          },
        ];
      };
      invoice_board: {
        Row: {
          aging: string | null;
          balance: number | null;
          buyer: NonNullable<Json>;
          contract_id: string;
          contract_number: string | null;
          created_at: string;
          credited_amount: number | null;
          credited_invoice_id: string | null;
          customer_id: string;
          customer_name: string | null;
          days_late: number | null;
          due_date: string;
          id: string;
          issue_date: string;
          kind: string;
          lines: NonNullable<Json>;
          mandate_id: string | null;
          number: string;
          paid_amount: number | null;
          payment_means: string;
          period_end: string;
          period_start: string;
          seller: NonNullable<Json>;
          status: string | null;
          term_id: string | null;
          total_ht: number;
          total_ttc: number;
          total_vat: number;
        };
        ComputedFields: never;
        Relationships: [
          {
            foreignKeyName: 'invoices_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_credited_invoice_id_fkey';
            columns: ['credited_invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoice_board';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_credited_invoice_id_fkey';
            columns: ['credited_invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_customer_id_fkey';
            columns: ['customer_id'];
            isOneToOne: false;
            referencedRelation: 'customers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_term_id_fkey';
            columns: ['term_id'];
            isOneToOne: false;
            referencedRelation: 'billing_terms';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Functions: {
      accept_offer: {
        Args: { agreed: boolean; offer_id: string; signer_name: string; signer_position: string; token: string };
        Returns: string;
      };
      advance_campaigns: { Args: Record<PropertyKey, never>; Returns: number };
      analytics_after_sales: {
        Args: { p_from: string; p_to: string };
        Returns: {
          contracts_ending_soon: number;
          incidents_due: number;
          incidents_on_time: number;
          incidents_opened: number;
          median_hours_to_intervention: number;
          outcomes_recorded: number;
          renewals: number;
        }[];
      };
      analytics_offers: {
        Args: { p_from: string; p_to: string };
        Returns: {
          median_days_to_signature: number;
          offers_accepted: number;
          offers_sent: number;
        }[];
      };
      analytics_request_sources: {
        Args: { p_from: string; p_limit?: number; p_to: string };
        Returns: {
          dimension: string;
          requests: number;
          source: string;
        }[];
      };
      analytics_requests_weekly: {
        Args: { p_from: string; p_to: string };
        Returns: {
          requests: number;
          type: string;
          week: string;
        }[];
      };
      analytics_signed_rent_monthly: {
        Args: { p_from: string; p_to: string };
        Returns: {
          month: string;
          monthly_rent: number;
          orders: number;
        }[];
      };
      analytics_summary: {
        Args: { p_from: string; p_to: string };
        Returns: {
          leads: number;
          orders: number;
          requests: number;
          signed_orders: number;
          signed_rent: number;
          won: number;
        }[];
      };
      analytics_top_categories: {
        Args: { p_from: string; p_limit?: number; p_to: string };
        Returns: {
          category_id: string;
          category_name: string;
          requests: number;
        }[];
      };
      analytics_top_products: {
        Args: { p_from: string; p_limit?: number; p_to: string };
        Returns: {
          category_name: string;
          product_id: string;
          product_name: string;
          requests: number;
        }[];
      };
      attach_contract_to_customer: { Args: { contract_id: string; customer_id: string }; Returns: undefined };
      average_order_amount: { Args: Record<PropertyKey, never>; Returns: number };
      billing_settings_missing: { Args: Record<PropertyKey, never>; Returns: string[] };
      can_render_offer_pdf: { Args: { offer_id: string }; Returns: boolean };
      can_sign_installation_report: { Args: { p_contract_id: string }; Returns: boolean };
      claim_email_batch: {
        Args: { batch_size?: number };
        Returns: {
          attachment: Json | null;
          attempts: number;
          campaign_id: string | null;
          claimed_at: string | null;
          contract_id: string | null;
          created_at: string;
          id: string;
          incident_id: string | null;
          invoice_id: string | null;
          last_error: string | null;
          next_attempt_at: string;
          offer_id: string | null;
          order_id: string | null;
          payload: NonNullable<Json>;
          provider_id: string | null;
          quote_request_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          template: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'email_outbox';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      claim_image_generation: {
        Args: { max_per_window: number; target_user: string; window_seconds: number };
        Returns: number;
      };
      claim_incident_report_attempt: { Args: { p_client_ip: string }; Returns: boolean };
      claim_offer_link_use: { Args: { p_client_ip: string }; Returns: boolean };
      contract_equipment_public: { Args: { p_contract_number: string; p_email: string }; Returns: Json };
      convert_request_to_lead: { Args: { request_id: string }; Returns: string };
      decline_offer: { Args: { offer_id: string; reason?: string; token: string }; Returns: boolean };
      erase_personal_data: { Args: { p_request_id: string }; Returns: Json };
      erasure_plan: { Args: { p_request_id: string }; Returns: Json };
      expire_offers: { Args: Record<PropertyKey, never>; Returns: number };
      find_personal_data: { Args: { p_email: string }; Returns: Json };
      get_offer_for_client: { Args: { token: string }; Returns: Json };
      invoice_document_source: { Args: { invoice_id: string }; Returns: Json };
      invoice_documents_due: { Args: { p_limit?: number }; Returns: Json[] };
      is_address: { Args: { value: Json }; Returns: boolean };
      issue_credit_note: { Args: { amount?: number; invoice_id: string; reason?: string }; Returns: string };
      issue_due_invoices: { Args: { p_today?: string }; Returns: Json };
      list_orphan_product_files: {
        Args: { older_than_minutes?: number };
        Returns: {
          created_at: string;
          name: string;
          size: number;
        }[];
      };
      list_staff: {
        Args: Record<PropertyKey, never>;
        Returns: {
          email: string;
          full_name: string;
          id: string;
        }[];
      };
      list_technicians: {
        Args: Record<PropertyKey, never>;
        Returns: {
          full_name: string;
          id: string;
        }[];
      };
      list_users: {
        Args: { search?: string };
        Returns: {
          active: boolean;
          confirmed: boolean;
          created_at: string;
          email: string;
          full_name: string;
          id: string;
          invited_at: string;
          last_sign_in_at: string;
          roles: string[];
        }[];
      };
      offer_pdf_source: { Args: { offer_id: string }; Returns: Json };
      open_incident: {
        Args: { p_contract_id: string; p_contract_item_id?: string; p_description?: string; p_type?: string };
        Returns: string;
      };
      plan_installation: {
        Args: { p_contract_id: string; p_planned_on: string; p_technician_id: string };
        Returns: Json;
      };
      preview_campaign_audience: {
        Args: {
          created_from?: string;
          created_to?: string;
          score_max?: number;
          score_min?: number;
          sources?: string[];
          statuses?: string[];
        };
        Returns: Json;
      };
      record_account_event: {
        Args: { action: string; actor_id: string; changes: Json; user_id: string };
        Returns: undefined;
      };
      record_email_delivery: {
        Args: { email_id: string; error?: string; provider_id?: string };
        Returns: {
          attachment: Json | null;
          attempts: number;
          campaign_id: string | null;
          claimed_at: string | null;
          contract_id: string | null;
          created_at: string;
          id: string;
          incident_id: string | null;
          invoice_id: string | null;
          last_error: string | null;
          next_attempt_at: string;
          offer_id: string | null;
          order_id: string | null;
          payload: NonNullable<Json>;
          provider_id: string | null;
          quote_request_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          template: string;
        };
        SetofOptions: {
          from: '*';
          to: 'email_outbox';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_end_of_lease: {
        Args: { p_contract_id: string; p_outcome: string; p_residual_value_ht?: number };
        Returns: string;
      };
      record_installation_report: {
        Args: { p_contract_id: string; p_path: string; p_sha256: string; p_signed_name: string };
        Returns: Json;
      };
      record_invoice_document: {
        Args: { invoice_id: string; path: string; pdf_sha256: string; xml_sha256: string };
        Returns: boolean;
      };
      record_offer_pdf: {
        Args: { content_sha256?: string; offer_id: string; pdf_error?: string; pdf_path: string; pdf_sha256: string };
        Returns: boolean;
      };
      reorder_product_images: { Args: { ordered_ids: string[]; product: string }; Returns: number };
      report_incident_public: {
        Args: {
          p_contract_item_id?: string;
          p_contract_number: string;
          p_description?: string;
          p_email: string;
          p_reporter_name?: string;
          p_type?: string;
        };
        Returns: string;
      };
      retry_email: {
        Args: { email_id: string };
        Returns: {
          attachment: Json | null;
          attempts: number;
          campaign_id: string | null;
          claimed_at: string | null;
          contract_id: string | null;
          created_at: string;
          id: string;
          incident_id: string | null;
          invoice_id: string | null;
          last_error: string | null;
          next_attempt_at: string;
          offer_id: string | null;
          order_id: string | null;
          payload: NonNullable<Json>;
          provider_id: string | null;
          quote_request_id: string | null;
          recipient: string;
          sent_at: string | null;
          status: string;
          template: string;
        };
        SetofOptions: {
          from: '*';
          to: 'email_outbox';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      revise_offer: { Args: { offer_id: string }; Returns: string };
      run_retention: { Args: { p_today?: string }; Returns: Json };
      run_service_jobs: { Args: { p_today?: string }; Returns: Json };
      save_offer: { Args: { fields: Json; items: Json; offer_id?: string }; Returns: string };
      save_order: { Args: { fields: Json; items: Json; order_id?: string }; Returns: string };
      schedule_campaign: {
        Args: { campaign_id: string; send_at?: string };
        Returns: {
          archived: boolean;
          batch_interval_seconds: number;
          batch_size: number;
          content: string;
          created_at: string;
          delivered_count: number;
          failed_count: number;
          id: string;
          last_batch_at: string | null;
          name: string;
          recipients_count: number;
          scheduled_at: string | null;
          segment_created_from: string | null;
          segment_created_to: string | null;
          segment_score_max: number;
          segment_score_min: number;
          segment_sources: string[];
          segment_statuses: string[];
          sent_at: string | null;
          started_at: string | null;
          status: string;
          subject: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'email_campaigns';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      send_campaign_test: { Args: { campaign_id: string }; Returns: string };
      send_offer: {
        Args: { offer_id: string };
        Returns: {
          acceptance_token_hash: string | null;
          accepted_at: string | null;
          accepted_ip: string | null;
          accepted_name: string | null;
          accepted_pdf_sha256: string | null;
          accepted_position: string | null;
          accepted_user_agent: string | null;
          billing_frequency: string;
          client_address: Json | null;
          client_company: string | null;
          client_email: string;
          client_first_name: string;
          client_last_name: string;
          client_phone: string | null;
          client_siret: string | null;
          commitment_total_ht: number;
          created_at: string;
          created_by: string | null;
          decline_reason: string | null;
          declined_at: string | null;
          first_rent_ht: number | null;
          id: string;
          installation: boolean;
          lead_id: string | null;
          maintenance_level: string;
          monthly_total_ht: number;
          monthly_total_ttc: number;
          note: string | null;
          offer_number: string;
          payment_terms: string;
          pdf_error: string | null;
          pdf_path: string | null;
          pdf_sha256: string | null;
          previous_offer_id: string | null;
          quote_request_id: string | null;
          reference: string | null;
          search: unknown;
          sent_at: string | null;
          status: string;
          updated_at: string;
          valid_until: string;
          vat_amount: number;
          version: number;
        };
        SetofOptions: {
          from: '*';
          to: 'offers';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_incident_status: {
        Args: { p_incident_id: string; p_planned_for?: string; p_status: string; p_technician_id?: string };
        Returns: string;
      };
      set_main_product_image: { Args: { image_id: string }; Returns: number };
      set_order_payment_status: { Args: { order_id: string; payment_status: string }; Returns: undefined };
      storage_purges_done: { Args: { p_ids: number[] }; Returns: number };
      storage_purges_due: {
        Args: { p_limit?: number };
        Returns: {
          bucket_id: string;
          id: number;
          name: string;
        }[];
      };
      text_items_valid: { Args: { items: string[]; max_items: number; max_length: number }; Returns: boolean };
      unschedule_campaign: {
        Args: { campaign_id: string };
        Returns: {
          archived: boolean;
          batch_interval_seconds: number;
          batch_size: number;
          content: string;
          created_at: string;
          delivered_count: number;
          failed_count: number;
          id: string;
          last_batch_at: string | null;
          name: string;
          recipients_count: number;
          scheduled_at: string | null;
          segment_created_from: string | null;
          segment_created_to: string | null;
          segment_score_max: number;
          segment_score_min: number;
          segment_sources: string[];
          segment_statuses: string[];
          sent_at: string | null;
          started_at: string | null;
          status: string;
          subject: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'email_campaigns';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      unsubscribe: { Args: { token: string }; Returns: boolean };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
